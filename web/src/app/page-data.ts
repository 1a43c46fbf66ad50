import { isAdminRoute, type RouteName } from '../config/paths';
import { getAccessToken } from '../lib/access-token';
import { currentUserKey, getCurrentUser } from '../lib/api/get-current-user';
import { matchRoute } from '../lib/use-current-route';

/** An SWR key and the call that answers it. */
type Prefetch = readonly [key: string, fetch: () => Promise<unknown>];
type PageData = (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<readonly Prefetch[]>;

/**
 * What a signed-in page shows first beyond the layout. Each entry loads its calls' module (a chunk
 * the page loads anyway) and, where the first thing painted is a lazy part, starts that part too.
 */
const pageData: Partial<Record<RouteName, PageData>> = {
  'domains-single': domainView,
  'teams-domains-single': domainView,
};

/** The domain and, on the overview tab (the one a link opens), the overview's lazy "move" section. */
async function domainView({ domainId }: Record<string, string | undefined>, search: URLSearchParams): Promise<readonly Prefetch[]> {
  if (!domainId) return [];
  if (!search.get('tab')) void import('../features/domain-ownership').then((feature) => feature.preloadMoveDomainSection());
  const { domainKey, getDomain } = await import('../features/domains/api/get-domain');
  return [[domainKey(domainId), () => getDomain(domainId)]];
}

/**
 * Starts a signed-in visitor's first calls at start-up, beside the texts and the page's code,
 * instead of one after another as each part renders (the user, then the layout's teams and
 * settings, then the page's own): on a phone's network every step of that chain is a round
 * trip before the first paint (issue 26, docs/performance.md). Their modules load at once; the
 * calls go when `ready` says the API's address is known and the token will not be replaced,
 * and only if the visitor is still signed in. They go into SWR's preload cache, which the first
 * `useSWR` of the same key takes over, so nothing is asked twice.
 */
export async function prefetchSignedInPage(pathname: string, search: string, ready: Promise<unknown>): Promise<void> {
  const { route, params } = matchRoute(pathname);
  const withLayout = !isAdminRoute(route.name); // admin pages have their own layout, without the sidebar's teams and links
  const page = pageData[route.name]?.(params, new URLSearchParams(search));
  const [{ preload }, { teamsKey, listTeams }, { settingsKey, getSettings }, entries] = await Promise.all([
    import('swr'),
    import('../lib/api/get-teams'),
    import('../lib/api/get-settings'),
    page ?? [],
    ready,
  ]);
  if (getAccessToken() === null) return;
  preload(currentUserKey, getCurrentUser);
  if (withLayout) {
    preload(teamsKey, listTeams);
    preload(settingsKey, getSettings);
  }
  for (const [key, fetch] of entries) preload(key, fetch);
}
