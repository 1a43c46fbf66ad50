import { expect, type Page } from '@playwright/test';

/** The demo users the local runtime seeds (infra/local/seed.ts). */
export const demoUsers = {
  user: { name: 'Jógvan Brúkari', email: 'user@demo.okisnavn.fo' },
  admin: { name: 'Sigrid Umsitari', email: 'admin@demo.okisnavn.fo' },
} as const;

/**
 * Signs in through the development sign-in on /login (local runtime only) and waits for the
 * domains page.
 */
export async function signInAs(page: Page, who: keyof typeof demoUsers): Promise<void> {
  await page.goto('/login');
  const block = page.getByRole('region', { name: /Menningarinnritan|Development sign-in/ });
  await block.getByRole('button', { name: new RegExp(demoUsers[who].name) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /Høvuðsvalmynd|Main navigation/ })).toBeVisible();
}
