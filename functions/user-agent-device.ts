/**
 * The browser and system a request came from, read from its User-Agent: what a session is named by
 * (auth/sessions.ts), and what an event a person caused says of where they were (the invocation's
 * `device`, events/new-event.ts), so a notification can say from which device a change was made.
 */
export const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/node|undici/i, 'Node.js'],
];
export const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * The browser and the system a session was opened with, read from its User-Agent: product names
 * ("Safari", "iOS"), never a sentence. The web words them in the reader's language
 * (`sessions.device`: "Safari á iOS", "Safari on iOS"); null when the agent names none we know.
 */
export interface SessionDevice {
  browser: string | null;
  system: string | null;
}

export function sessionDevice(userAgent: string | undefined): SessionDevice {
  const agent = userAgent?.trim() ?? '';
  return {
    browser: browsers.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
    system: systems.find(([pattern]) => pattern.test(agent))?.[1] ?? null,
  };
}
