import type { NotMeReport } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';

/** `POST /not-me`: the "This was not me" link's token, once (docs/decisions/this-was-not-me.md). Public: no session needed. */
export function reportNotMe(token: string): Promise<NotMeReport> {
  return callApi('reportNotMe', { body: { token } });
}
