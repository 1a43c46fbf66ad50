import type { PortalLockPeople } from '../../domain-settings/portal-lock.ts';
import { getItem } from './commands/get.ts';
import { userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/** A personal domain's owner as the portal lock's SMS needs them: their language and verified phone (one get). */
export function createPortalLockPeople(table: PortalTable): PortalLockPeople {
  const users = getItem(userEntity(table));
  return {
    async contactOf(userId) {
      const user = (await users({ userId })).Item;
      if (!user) return null;
      const verified = user.phoneVerifiedAt && user.phone && user.phoneCode ? { phoneCode: user.phoneCode, phone: user.phone } : null;
      return { language: user.language ?? 'fo', verifiedPhone: verified };
    },
  };
}
