import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeAllModals } from '../components/ui/modal/modal-store';
import { clearToasts } from '../components/ui/toasts/toast-store';
import { setAccessToken } from '../lib/access-token';
import { defaultConfig, setConfig } from '../lib/config';

/**
 * A domain panel's component tests: a signed-in user before each test; after it, no modal, toast,
 * stubbed `fetch` or stored value left for the next.
 */
export function signedInPanelTests(): void {
  beforeEach(() => {
    setConfig(defaultConfig);
    setAccessToken('token-1');
  });
  afterEach(() => {
    act(() => {
      closeAllModals();
      clearToasts();
    });
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
