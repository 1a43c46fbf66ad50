import { isAdminRoute, type RouteName } from '../config/paths';
import { getAccessToken } from '../lib/access-token';
import { currentUserKey, getCurrentUser } from '../lib/api/get-current-user';
import { apiPath, callApi } from '../lib/call-api';
import { matchRoute } from '../lib/use-current-route';

/** An SWR key and the call that answers it. */
type Prefetch = readonly [key: string, fetch: () => Promise<unknown>];
type PageData = (params: Record<string, string | undefined>, search: URLSearchParams) => readonly Prefetch[];

/**
 * What a signed-in page shows first beyond the layout: its calls, made with the API client the
 * start-up has anyway (`callApi`), so they go without waiting for a chunk.
 */
const pageData: Partial<Record<RouteName, PageData>> = {
  'domains-single': domainView,
  'teams-domains-single': domainView,
};

/** The domain (the key of features/domains/api/get-domain.ts). */
function domainView({ domainId }: Record<string, string | undefined>): readonly Prefetch[] {
  if (!domainId) return [];
  return [[apiPath('getDomain', { params: { domainId } }), () => callApi('getDomain', { params: { domainId } })]];
}

/**
 * Starts a signed-in visitor's first calls at start-up, beside the texts and the page's code,
 * instead of one after another as each part renders (the user, then the layout's teams and
 * settings, then the page's own): on a phone's network every step of that chain is a round
 * trip before the first paint (issue 26, docs/performance.md). The calls go as soon as `ready`
 * says the API's address is known (`/config.json`, which index.html preloads) and the token will
 * not be replaced, and only if the visitor is still signed in: they wait for no chunk. Their
 * answers go into SWR's preload cache once SWR has loaded, under the keys the pages' hooks use
 * (`lib/api/get-teams.ts`, `get-settings.ts`, `features/domains/api/get-domain.ts`), and the first
 * `useSWR` of each key takes them over, so nothing is asked twice.
 */
export async function prefetchSignedInPage(pathname: string, search: string, ready: Promise<unknown>): Promise<void> {
  const { route, params } = matchRoute(pathname);
  const withLayout = !isAdminRoute(route.name); // admin pages have their own layout, without the sidebar's teams and links
  const entries = pageData[route.name]?.(params, new URLSearchParams(search)) ?? [];
  const swr = import('swr');
  await ready;
  if (getAccessToken() === null) return;
  const calls: Prefetch[] = [[currentUserKey, getCurrentUser]];
  if (withLayout) calls.push([apiPath('listTeams'), () => callApi('listTeams')], [apiPath('getSettings'), () => callApi('getSettings')]);
  calls.push(...entries);
  const started = calls.map(([key, fetch]) => {
    const answer = fetch();
    answer.catch(() => undefined); // a failure is SWR's to report (it gets this promise below), not an unhandled rejection meanwhile
    return [key, answer] as const;
  });
  const { preload } = await swr;
  for (const [key, answer] of started) preload(key, () => answer);
}
