/**
 * The SWR key of `GET /domains/{domainId}` (the domain view). Settings that show in the view
 * (name-server mode, locks) revalidate it; the key is the API path, so it is written out here
 * rather than imported from the domains feature (features do not import each other).
 */
export const domainDetailKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}`;
