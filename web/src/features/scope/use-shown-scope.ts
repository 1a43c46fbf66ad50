import { useEffect } from 'react';
import type { Scope } from '#web/lib/navigation.ts';
import { resetScope, setScope, useScope } from '#web/lib/scope.ts';
import { useCurrentRoute } from '#web/lib/use-current-route.ts';
import { effectiveScope, scopeKey, scopeOfRoute, shownScope, type ScopeOption } from './scope-options';

/**
 * The scope the sidebar shows and its menu follows: the address's (a team's page opened in a new
 * tab shows that team), else the one chosen last. The address's scope is also kept as the chosen
 * one, so the pages that belong to no scope (my user) and the named navigation keep it; a
 * chosen team that is gone falls back to my domains (spec §4).
 */
export function useShownScope(options: readonly ScopeOption[], teamsLoaded: boolean): Scope {
  const stored = useScope();
  const { route, params } = useCurrentRoute();
  const fromRoute = scopeOfRoute(route.name, params);
  const scope = shownScope(stored, fromRoute, options, teamsLoaded);
  const routeKey = fromRoute && teamsLoaded && scopeKey(effectiveScope(fromRoute, options)) === scopeKey(fromRoute) ? scopeKey(fromRoute) : null;
  const storedGone = teamsLoaded && stored.type === 'team' && scopeKey(effectiveScope(stored, options)) !== scopeKey(stored);
  useEffect(() => {
    if (routeKey && fromRoute && routeKey !== scopeKey(stored)) setScope(fromRoute);
    else if (!routeKey && storedGone) resetScope();
  }, [routeKey, fromRoute, stored, storedGone]);
  return scope;
}
