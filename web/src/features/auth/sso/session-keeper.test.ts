import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextCheckIn, planSession, refreshFailureIsFinal, sessionTiming, startSessionKeeper, wasCapped, type ExpiryState, type SessionFacts } from './session-keeper';

const start = new Date('2026-03-05T12:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
});

/** A 70-second token received at `start`, `secondsIn` seconds later. */
const facts = (secondsIn: number, more: Partial<SessionFacts> = {}): SessionFacts => ({
  now: start + secondsIn * 1000,
  expiresAt: start + 70_000,
  receivedAt: start,
  refreshing: false,
  failure: null,
  ...more,
});

describe('the session plan (when to refresh, when to warn, when to sign out)', () => {
  it('has the spec constants: checked every second, the warning at 60 seconds', () => {
    expect(sessionTiming.checkIntervalMs).toBe(1000);
    expect(sessionTiming.warningSeconds).toBe(60);
  });

  it('without an e-ID session there is nothing to do', () => {
    expect(planSession(facts(0, { expiresAt: null }))).toEqual({ state: 'none', secondsLeft: null, refresh: false });
  });

  it('refreshes a short token silently at half its life, and never warns while a refresh can still succeed', () => {
    expect(planSession(facts(10))).toEqual({ state: 'ok', secondsLeft: 60, refresh: false });
    expect(planSession(facts(34.9))).toEqual({ state: 'ok', secondsLeft: 36, refresh: false });
    expect(planSession(facts(35))).toEqual({ state: 'ok', secondsLeft: 35, refresh: true });
    // Under way: no second refresh, and still no warning with 10 s left.
    expect(planSession(facts(60, { refreshing: true }))).toEqual({ state: 'ok', secondsLeft: 10, refresh: false });
  });

  it('refreshes a long token 90 seconds before its end, and warns only at 60 seconds once the provider said no', () => {
    const long = { expiresAt: start + 300_000 };
    expect(planSession(facts(209, long)).refresh).toBe(false);
    expect(planSession(facts(210, long))).toEqual({ state: 'ok', secondsLeft: 90, refresh: true });
    const ended = { ...long, failure: { at: start + 210_000, final: true } };
    expect(planSession(facts(211, ended))).toEqual({ state: 'ok', secondsLeft: 89, refresh: false });
    expect(planSession(facts(239.5, ended))).toEqual({ state: 'ok', secondsLeft: 61, refresh: false });
    expect(planSession(facts(240, ended))).toEqual({ state: 'warning', secondsLeft: 60, refresh: false });
    expect(planSession(facts(299.001, ended))).toEqual({ state: 'warning', secondsLeft: 1, refresh: false });
    expect(planSession(facts(300, ended))).toEqual({ state: 'expired', secondsLeft: 0, refresh: false });
  });

  it('warns at once when the session ends within 60 seconds, and signs out at zero', () => {
    const ended = { failure: { at: start + 35_000, final: true } };
    expect(planSession(facts(35, ended))).toEqual({ state: 'warning', secondsLeft: 35, refresh: false });
    expect(planSession(facts(69, ended))).toEqual({ state: 'warning', secondsLeft: 1, refresh: false });
    expect(planSession(facts(70, ended)).state).toBe('expired');
    expect(planSession(facts(80)).state).toBe('expired');
  });

  it('tries again every 5 seconds after a failure that may pass, warning meanwhile only within the last 60 seconds', () => {
    const long = { expiresAt: start + 300_000 };
    const failed = { ...long, failure: { at: start + 210_000, final: false } };
    expect(planSession(facts(214, failed))).toEqual({ state: 'ok', secondsLeft: 86, refresh: false });
    expect(planSession(facts(215, failed))).toEqual({ state: 'ok', secondsLeft: 85, refresh: true });
    const stillFailing = { ...long, failure: { at: start + 245_000, final: false } };
    expect(planSession(facts(250, stillFailing))).toEqual({ state: 'warning', secondsLeft: 50, refresh: true });
  });

  it('tells a session the provider ended from a failure that may pass', () => {
    expect(refreshFailureIsFinal(Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' }))).toBe(true);
    expect(refreshFailureIsFinal({ error: 'login_required' })).toBe(true);
    expect(refreshFailureIsFinal(new TypeError('Failed to fetch'))).toBe(false);
    expect(refreshFailureIsFinal(new Error('Timed out'))).toBe(false);
    expect(refreshFailureIsFinal(undefined)).toBe(false);
  });

  it('takes a token much shorter than the one before as the session\u2019s last', () => {
    expect(wasCapped(null, 10_000)).toBe(false);
    expect(wasCapped(300_000, 299_000)).toBe(false);
    expect(wasCapped(300_000, 120_000)).toBe(true);
  });

  it('puts each check on a whole second left, at most a second apart', () => {
    expect(nextCheckIn(null, start)).toBe(1000);
    expect(nextCheckIn(start + 35_500, start)).toBe(500);
    expect(nextCheckIn(start + 35_000, start)).toBe(1000);
    expect(nextCheckIn(start + 200, start)).toBe(200);
  });
});

describe('the session keeper', () => {
  function provider({ lifetimeMs = 70_000, endsAfter = Number.POSITIVE_INFINITY } = {}) {
    let expiresAt = Date.now() + lifetimeMs;
    const refresh = vi.fn(async () => {
      if (Date.now() - start >= endsAfter) throw Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
      expiresAt = Date.now() + lifetimeMs;
    });
    return { expiresAt: () => expiresAt, refresh };
  }

  async function advance(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('keeps a short session alive silently while the provider refreshes it: no warning at all', async () => {
    const session = provider();
    const states: ExpiryState[] = [];
    const keeper = startSessionKeeper({ ...session, onChange: (state) => states.push(state) });
    await advance(10 * 60_000);
    expect(states).not.toContain('warning');
    expect(states).not.toContain('expired');
    // Every 35 seconds (half of 70).
    expect(session.refresh.mock.calls.length).toBeGreaterThanOrEqual(16);
    expect(session.refresh.mock.calls.length).toBeLessThanOrEqual(18);
    keeper.stop();
  });

  it('warns once the provider refuses, counts down in whole seconds, and reports the expiry once at zero', async () => {
    // The provider's session ends 60 s in: the refresh at 35 s succeeds (token to 105 s), the one at 70 s is refused.
    const session = provider({ endsAfter: 60_000 });
    const seen: { state: ExpiryState; secondsLeft: number | null; at: number }[] = [];
    startSessionKeeper({ ...session, onChange: (state, secondsLeft) => seen.push({ state, secondsLeft, at: Date.now() - start }) });
    await advance(104_000);
    const warnings = seen.filter((entry) => entry.state === 'warning');
    expect(warnings[0]).toEqual({ state: 'warning', secondsLeft: 35, at: 70_000 });
    // One a second, each a whole second less.
    expect(warnings.map((entry) => entry.secondsLeft)).toEqual(Array.from({ length: 35 }, (_, index) => 35 - index));
    expect(warnings.map((entry) => entry.at)).toEqual(Array.from({ length: 35 }, (_, index) => 70_000 + index * 1000));
    expect(seen.filter((entry) => entry.state === 'expired')).toEqual([]);
    await advance(1000);
    expect(seen.at(-1)).toEqual({ state: 'expired', secondsLeft: 0, at: 105_000 });
    const count = seen.length;
    await advance(10_000);
    expect(seen).toHaveLength(count);
    expect(session.refresh).toHaveBeenCalledTimes(2);
  });

  it('renews from the warning: a new token closes it', async () => {
    let refusing = true;
    let expiresAt = Date.now() + 70_000;
    const refresh = vi.fn(async () => {
      if (refusing) throw new TypeError('Failed to fetch');
      expiresAt = Date.now() + 70_000;
    });
    const states: ExpiryState[] = [];
    const keeper = startSessionKeeper({ expiresAt: () => expiresAt, refresh, onChange: (state) => states.push(state) });
    await advance(36_000);
    expect(states.at(-1)).toBe('warning');
    refusing = false;
    await expect(keeper.renew()).resolves.toBe('refreshed');
    expect(states.at(-1)).toBe('ok');
    keeper.stop();
  });

  it('answers "ended" when the provider refuses the renewal', async () => {
    const session = provider({ endsAfter: 0 });
    const keeper = startSessionKeeper({ ...session, onChange: () => undefined });
    await expect(keeper.renew()).resolves.toBe('ended');
    keeper.stop();
  });

  it('treats a token capped by the provider as the last one', async () => {
    let expiresAt = Date.now() + 300_000;
    const refresh = vi.fn(async () => {
      // The provider's session ends 100 s from now: the new token stops there.
      expiresAt = Date.now() + 100_000;
    });
    const states: ExpiryState[] = [];
    startSessionKeeper({ expiresAt: () => expiresAt, refresh, onChange: (state) => states.push(state) });
    await advance(210_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(39_000);
    expect(states.at(-1)).toBe('ok');
    await advance(1000);
    expect(states.at(-1)).toBe('warning');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
