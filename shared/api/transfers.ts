import { requestTransferRequest, transferResponse, transfersResponse } from '../schemas/transfers.ts';
import { defineRoutes } from './contract.ts';

/** Transfer in from another registrar (context `transfers`). */
export const transfersApi = defineRoutes([
  {
    id: 'requestTransfer',
    method: 'POST',
    path: '/transfers',
    context: 'transfers',
    auth: 'verified',
    summary:
      "Transfer in: asks the registry to move a domain from another registrar with the holder's transfer code (`auth_code`) and answers the transfer, `requested`. A refusal is a 422 on its field (wrong code, not registered, locked, already under way, already ours). Idempotent per name: while the caller's transfer of the name waits, the same request answers it.",
    request: { body: requestTransferRequest },
    response: { status: 201, schema: transferResponse },
  },
  {
    id: 'listTransfers',
    method: 'GET',
    path: '/transfers',
    context: 'transfers',
    auth: 'verified',
    summary: "The caller's transfers in, newest first, as saved.",
    response: { status: 200, schema: transfersResponse },
  },
  {
    id: 'getTransfer',
    method: 'GET',
    path: '/transfers/{transferId}',
    context: 'transfers',
    auth: 'verified',
    summary: "One of the caller's transfers (404 for anyone else's), brought up to date with the registry while it waits; an approved one names its domain.",
    response: { status: 200, schema: transferResponse },
  },
  {
    id: 'cancelTransfer',
    method: 'POST',
    path: '/transfers/{transferId}/cancel',
    context: 'transfers',
    auth: 'verified',
    summary: 'Withdraws a waiting transfer at the registry. A cancelled one is answered as it is; one approved or rejected meanwhile is 409 `transfer_not_pending`.',
    response: { status: 200, schema: transferResponse },
  },
]);
