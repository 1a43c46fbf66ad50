import { apiPath } from '#web/lib/call-api.ts';

/**
 * The SWR key of `GET /domains/{domainId}` (the domain view). Settings that show in the view
 * (name-server mode, locks) revalidate it; the key is the API path, so it comes from the
 * contract rather than from the domains feature (features do not import each other).
 */
export const domainDetailKey = (domainId: string) => apiPath('getDomain', { params: { domainId } });
