import { randomUUID } from 'node:crypto';
import type { LocalRuntime } from '#infra/local/runtime.ts';

/** Forgot-password's answer for a user's address and for an unknown one: the two medians may differ by at most this. */
export const forgotPasswordGapBudgetMs = 2;

export interface ForgotPasswordFigures {
  requests: number;
  known: number[];
  unknown: number[];
}

const fifteenMinutes = 15 * 60_000;

/**
 * `POST /api/auth/forgot-password` through the local gateway, `requests` times for a demo user's
 * address (it has a password: the consumer e-mails a link) and as often for a new unknown one
 * (a note), the two alternating and taking turns at going first, after 10 warm-up rounds. The
 * clock moves a rate-limit window on each round, so no request is refused; the password-reset
 * queue is drained between rounds, outside the timing, as its consumer runs in its own Lambda in
 * AWS: what is timed is the answer only.
 */
export async function measureForgotPassword(runtime: LocalRuntime, requests: number): Promise<ForgotPasswordFigures> {
  const known = runtime.demoSignIns.find((demo) => !demo.is_admin)!.email;
  const ask = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${runtime.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 202) throw new Error(`forgot-password answered ${response.status}`);
    return elapsed;
  };
  const figures: ForgotPasswordFigures = { requests, known: [], unknown: [] };
  const warmUp = 10;
  for (let round = 0; round < warmUp + requests; round += 1) {
    runtime.clock.advance(fifteenMinutes);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      const elapsed = await ask(kind === 'known' ? known : unknown);
      await runtime.bus.drain();
      if (round >= warmUp) figures[kind].push(elapsed);
    }
  }
  return figures;
}
