import { useEffect, useRef, useState } from 'react';
import { closeAllModals } from '#web/components/ui/modal/modal-store.ts';
import { useAccessToken } from '#web/lib/access-token.ts';
import { useSsoClient } from '#web/lib/sso.ts';
import { useLogout } from '../hooks/use-logout';
import { startExpiryWatch, type ExpiryState } from '../sso/expiry-watch';
import { TokenExpiryModal } from './token-expiry-modal';

/**
 * Expiry handling for national e-ID sessions (spec §4 "Single sign-on"): checked every second;
 * with under 60 seconds left the locked warning opens; "renew" refreshes the token at once (the
 * new expiry closes the warning); at expiry every modal closes and the user is logged out.
 * Password sessions are not watched.
 */
export function SsoExpiryGuard() {
  const client = useSsoClient();
  const token = useAccessToken();
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  const [state, setState] = useState<ExpiryState>('none');
  const [secondsLeft, setSecondsLeft] = useState(60);
  const [renewing, setRenewing] = useState(false);

  useEffect(() => {
    if (!client || !token) {
      setState('none');
      return;
    }
    return startExpiryWatch({
      expiresAt: () => (client.isSignedIn() ? client.tokenExpiresAt() : null),
      onChange: (next, left) => {
        if (next === 'expired') {
          closeAllModals();
          setState('none');
          // /login says why the person is there.
          void logoutRef.current({ expired: true });
          return;
        }
        setState(next);
        if (left !== null) setSecondsLeft(left);
      },
    });
  }, [client, token]);

  const renew = async () => {
    if (!client || renewing) return;
    setRenewing(true);
    try {
      await client.refresh();
    } catch (error) {
      console.warn('Renewing the e-ID session failed.', error);
    } finally {
      setRenewing(false);
    }
  };

  return <TokenExpiryModal open={state === 'warning'} secondsLeft={secondsLeft} busy={renewing} onRenew={() => void renew()} onLogout={() => void logout()} />;
}
