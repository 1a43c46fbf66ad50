import { requestTransferRequest, transferResponse, transfersQuery, transfersResponse } from '../schemas/transfers.ts';
import { defineRoutes } from './contract.ts';

/** Transfer in from another registrar (context `transfers`). */
export const transfersApi = defineRoutes([
  {
    id: 'requestTransfer',
    method: 'POST',
    path: '/transfers',
    context: 'transfers',
    auth: 'verified',
    request: { body: requestTransferRequest },
    response: { status: 201, schema: transferResponse },
  },
  {
    id: 'listTransfers',
    method: 'GET',
    path: '/transfers',
    context: 'transfers',
    auth: 'verified',
    request: { query: transfersQuery },
    response: { status: 200, schema: transfersResponse },
  },
  {
    id: 'getTransfer',
    method: 'GET',
    path: '/transfers/{transferId}',
    context: 'transfers',
    auth: 'verified',
    response: { status: 200, schema: transferResponse },
  },
  {
    id: 'cancelTransfer',
    method: 'POST',
    path: '/transfers/{transferId}/cancel',
    context: 'transfers',
    auth: 'verified',
    response: { status: 200, schema: transferResponse },
  },
]);
