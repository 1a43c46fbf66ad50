/** Time, injectable so tests and the local runtime can move it (token expiry, 5-day transfers). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
