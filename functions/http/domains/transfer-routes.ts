import { cancelTransfer } from '../../transfers/cancel-transfer.ts';
import { requestTransfer } from '../../transfers/request-transfer.ts';
import { toTransferView } from '../../transfers/transfer.ts';
import type { TransferPorts } from '../../transfers/ports.ts';
import { getOwnTransfer, listOwnTransfers } from '../../transfers/transfer-views.ts';
import type { transfersApi } from '#shared/api/transfers.ts';
import type { RouteImplementations } from '../pipeline/context-handler.ts';

/** Transfer in (`/transfers…`), part of the domains context. */
export function transferRoutes(ports: TransferPorts): RouteImplementations<typeof transfersApi> {
  return {
    requestTransfer: async ({ identity, body }) => ({ data: toTransferView(await requestTransfer({ requester: identity.user, request: body }, ports)) }),

    listTransfers: async ({ identity }) => ({ data: (await listOwnTransfers(identity.userId, ports)).map(toTransferView) }),

    getTransfer: async ({ identity, params }) => ({ data: toTransferView(await getOwnTransfer(params.transferId, identity.userId, ports)) }),

    cancelTransfer: async ({ identity, params }) => ({ data: toTransferView(await cancelTransfer(params.transferId, identity.userId, ports)) }),
  };
}
