import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { paths, routeList, type RouteDefinition } from '../config/paths';

const patterns = routeList.map((route) => ({ id: route.name, path: route.path }));

export interface CurrentRoute {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/**
 * The last pathname matched and its answer. React Router flattens and ranks the whole route table
 * at every `matchRoutes`; the start-up, the shell, the layout's header and scope each ask for the
 * same pathname, which on a phone's slow CPU cost the first render of a page tens of milliseconds
 * (docs/performance.md). The answer is the same object for the same pathname.
 */
let lastMatch: { pathname: string; current: CurrentRoute } | null = null;

/** The route table entry matching a pathname (React Router's ranking), 404 when none does. */
export function matchRoute(pathname: string): CurrentRoute {
  if (lastMatch?.pathname === pathname) return lastMatch.current;
  const matches = matchRoutes(patterns, pathname);
  const match = matches?.[matches.length - 1];
  const route = match ? routeList.find((entry) => entry.name === match.route.id) : undefined;
  const current = route && match ? { route, params: match.params } : { route: paths['404'], params: {} };
  lastMatch = { pathname, current };
  return current;
}

export function useCurrentRoute(): CurrentRoute {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
