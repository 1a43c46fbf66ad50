import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { paths, routeList, type RouteDefinition } from '../config/paths';

const patterns = routeList.map((route) => ({ id: route.name, path: route.path }));

export interface CurrentRoute {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** The route table entry matching a pathname (React Router's ranking), 404 when none does. */
export function matchRoute(pathname: string): CurrentRoute {
  const matches = matchRoutes(patterns, pathname);
  const match = matches?.[matches.length - 1];
  const route = match ? routeList.find((entry) => entry.name === match.route.id) : undefined;
  return route && match ? { route, params: match.params } : { route: paths['404'], params: {} };
}

export function useCurrentRoute(): CurrentRoute {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}
