import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiryCheckIntervalMs, expiryStateAt, expiryWarningSeconds, startExpiryWatch, type ExpiryState } from './expiry-watch';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-05T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the e-ID expiry check', () => {
  it('has the spec constants: every second, warning at 60 seconds', () => {
    expect(expiryCheckIntervalMs).toBe(1000);
    expect(expiryWarningSeconds).toBe(60);
  });

  it('classifies the time left', () => {
    expect(expiryStateAt(null, 0)).toBe('none');
    expect(expiryStateAt(60_000, 0)).toBe('ok');
    expect(expiryStateAt(59_999, 0)).toBe('warning');
    expect(expiryStateAt(1, 0)).toBe('warning');
    expect(expiryStateAt(0, 0)).toBe('expired');
  });

  it('warns under 60 seconds, reports expiry once at 0, then stops', () => {
    const expiresAt = Date.now() + 70_000;
    const states: ExpiryState[] = [];
    const stop = startExpiryWatch({ expiresAt: () => expiresAt, onChange: (state) => states.push(state) });
    expect(states).toEqual(['ok']);
    vi.advanceTimersByTime(10_000);
    expect(states.at(-1)).toBe('ok');
    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toBe('warning');
    vi.advanceTimersByTime(58_000);
    expect(states.at(-1)).toBe('warning');
    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toBe('expired');
    const count = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count);
    expect(states.filter((state) => state === 'expired')).toHaveLength(1);
    stop();
  });

  it('follows a renewed token', () => {
    let expiresAt = Date.now() + 30_000;
    const states: ExpiryState[] = [];
    const stop = startExpiryWatch({ expiresAt: () => expiresAt, onChange: (state) => states.push(state) });
    expect(states.at(-1)).toBe('warning');
    expiresAt = Date.now() + 300_000;
    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toBe('ok');
    stop();
  });
});
