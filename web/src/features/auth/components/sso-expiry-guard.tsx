import { useEffect, useRef, useState } from 'react';
import { closeAllModals } from '#web/components/ui/modal/modal-store.ts';
import { useAccessToken } from '#web/lib/access-token.ts';
import { useSsoClient } from '#web/lib/sso.ts';
import { useLogout } from '../hooks/use-logout';
import { startSessionKeeper, type ExpiryState, type SessionKeeper } from '../sso/session-keeper';
import { TokenExpiryModal } from './token-expiry-modal';

/**
 * Keeps a national e-ID session (spec §4 "Single sign-on") alive and warns before it ends
 * (../sso/session-keeper.ts): the token is refreshed silently while the provider refreshes it;
 * the locked warning opens only when the session really ends within 60 seconds and counts the
 * seconds down; at zero every modal closes and the person is signed out (and /login says why).
 * "Renew" refreshes at once; when the provider's session is over, it signs in with the e-ID
 * again. Password sessions are not watched.
 */
export function SsoExpiryGuard() {
  const client = useSsoClient();
  const signedIn = useAccessToken() !== null;
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  const keeper = useRef<SessionKeeper | null>(null);
  const [state, setState] = useState<ExpiryState>('none');
  const [secondsLeft, setSecondsLeft] = useState(60);
  const [renewing, setRenewing] = useState(false);

  useEffect(() => {
    if (!client || !signedIn) {
      setState('none');
      return;
    }
    const started = startSessionKeeper({
      expiresAt: () => (client.isSignedIn() ? client.tokenExpiresAt() : null),
      refresh: () => client.refresh(),
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
    keeper.current = started;
    return () => {
      started.stop();
      keeper.current = null;
    };
  }, [client, signedIn]);

  const renew = async () => {
    if (!client || !keeper.current || renewing) return;
    setRenewing(true);
    try {
      const outcome = await keeper.current.renew();
      // The provider's session is over: only signing in again renews it.
      if (outcome === 'ended') await client.signIn();
    } catch (error) {
      console.warn('Renewing the e-ID session failed.', error);
    } finally {
      setRenewing(false);
    }
  };

  return <TokenExpiryModal open={state === 'warning'} secondsLeft={secondsLeft} busy={renewing} onRenew={() => void renew()} onLogout={() => void logout()} />;
}
