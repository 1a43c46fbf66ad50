import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../ui/icons';

/**
 * The guest header: the product's name and the language switch, for every page a signed-out
 * person sees without the main layout (the auth pages' `AuthFrame`, an invitation's page). The
 * page hands in the switch (the users feature's `LocaleSwitcher`): shared components do not
 * import features. Name and switch side by side where they fit, the switch under the name where
 * not: never wider than the screen.
 */
export function GuestHeader({ languageSwitch }: { languageSwitch: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 px-4 py-5 sm:px-10">
      <span className="flex min-h-11 min-w-0 items-center gap-2.5">
        <LogoMark className="size-8 shrink-0" />
        <span className="text-lg font-semibold tracking-tight text-slate-900">{t('app.name')}</span>
      </span>
      {languageSwitch}
    </header>
  );
}
