import { cancelTransfer } from './cancel-transfer.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { requestTransfer } from './request-transfer.ts';
import { toTransferView } from './transfer.ts';
import { getOwnTransfer, listOwnTransfers } from './transfer-views.ts';
import { transfersApi } from '#shared/api/transfers.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { Logger } from '../logger.ts';
import { composeTransfers } from './wiring.ts';
import { registryErrors, transferErrors } from '#shared/i18n/messages.ts';

/** The transfers context's handler: transfer in (`/transfers…`) from another registrar. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeTransfers(config, local, new Logger());
  return httpContextHandler(
    transfersApi,
    {
      requestTransfer: async ({ identity, body }) => ({ data: toTransferView(await requestTransfer({ requester: identity.user, request: body }, ports)) }),

      listTransfers: async ({ identity, query }) => ({ data: (await listOwnTransfers(identity.userId, ports, query.team_id)).map(toTransferView) }),

      getTransfer: async ({ identity, params }) => ({ data: toTransferView(await getOwnTransfer(params.transferId, identity.userId, ports)) }),

      cancelTransfer: async ({ identity, params }) => ({ data: toTransferView(await cancelTransfer(params.transferId, identity.userId, ports)) }),
    },
    httpPipelineOptions(config, local),
    [registryErrors, transferErrors],
  );
}
