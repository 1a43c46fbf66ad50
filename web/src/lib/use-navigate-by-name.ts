import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { RouteName, RouteParams } from '../config/paths';
import { hrefByName } from './navigation';
import { getScope } from './scope';

export interface NavigateByNameOptions {
  search?: Record<string, string>;
  replace?: boolean;
}

/**
 * Navigates by route name and applies the team-prefix rule with the selected scope: with a team
 * selected, `navigateByName('search-domain')` goes to `/teams/{teamId}/search-domain`.
 */
export function useNavigateByName() {
  const navigate = useNavigate();
  return useCallback(
    (name: RouteName, params: RouteParams = {}, options: NavigateByNameOptions = {}) => {
      void navigate(hrefByName(name, params, getScope(), options.search), { replace: options.replace });
    },
    [navigate],
  );
}
