/**
 * What a browser really downloads and how fast a phone shows the page (`npm run bench`,
 * docs/performance.md "First paint"): Debian's Chromium (never a downloaded browser) with the
 * flags of the browser tests, against the local runtime serving the built SPA as CloudFront does
 * (compressed, see infra/local/static-files.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';

export interface DownloadedScript {
  /** The path on the site (`/assets/index-….js`). */
  path: string;
  /** The body as it came over the wire (compressed when the server compressed it). */
  transferBytes: number;
  /** `content-encoding` of the answer (`br`, `gzip`, or `identity`). */
  encoding: string;
}

export interface PageDownloads {
  path: string;
  scripts: DownloadedScript[];
  /** Sum of `transferBytes` over the scripts. */
  scriptBytes: number;
  /** Every response's body bytes as transferred (the document, styles, config, API, scripts). */
  totalBytes: number;
  requests: number;
}

/**
 * Opens `path` in a fresh browser context and records every response until the network has been
 * idle for 500 ms (Playwright's `networkidle`), then a further second to catch late lazy chunks.
 * `accessToken` signs the visitor in first (the SPA reads it from local storage); `label` names
 * the page in the report (`/domains/{id}` for a path with a real id).
 */
export async function measureDownloads(baseUrl: string, paths: { path: string; accessToken?: string; label?: string }[]): Promise<PageDownloads[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: PageDownloads[] = [];
    for (const { path, accessToken, label } of paths) {
      const context = await browser.newContext({ locale: 'fo-FO' });
      if (accessToken) await context.addInitScript((token) => localStorage.setItem('okisnavn.access_token', token), accessToken);
      const page = await context.newPage();
      const pending: Promise<{ url: string; type: string; bytes: number; encoding: string }>[] = [];
      page.on('response', (response) => {
        pending.push(
          response.finished().then(async () => {
            const sizes = await response.request().sizes();
            return {
              url: response.url(),
              type: response.request().resourceType(),
              bytes: sizes.responseBodySize,
              encoding: (await response.headerValue('content-encoding')) ?? 'identity',
            };
          }),
        );
      });
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      const responses = await Promise.all(pending);
      const scripts = responses
        .filter((response) => response.type === 'script' && new URL(response.url).origin === new URL(baseUrl).origin)
        .map((response) => ({ path: new URL(response.url).pathname, transferBytes: response.bytes, encoding: response.encoding }));
      results.push({
        path: label ?? (accessToken ? `${path} (signed in)` : path),
        scripts,
        scriptBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
        totalBytes: responses.reduce((sum, response) => sum + response.bytes, 0),
        requests: responses.length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * In the Chromium Lighthouse drives (its DevTools port): the access token in the site's local
 * storage, set from `/config.json` (same origin, no script of the SPA), and the HTTP cache
 * emptied, so the page measured next loads signed in and cold, as after a sign-in on a phone.
 */
async function signInColdly(port: number, baseUrl: string, accessToken: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/config.json', baseUrl).href);
    await page.evaluate((token) => localStorage.setItem('okisnavn.access_token', token), accessToken);
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** The installed Lighthouse's version (package.json pins it). */
export const lighthouseVersion = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;

export interface LighthouseFigures {
  path: string;
  /** 0–100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  speedIndexMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Lighthouse's own count of the page's transferred bytes (all resources). */
  totalByteWeight: number;
}

/**
 * Lighthouse's default configuration, which is its mobile preset (a Moto G Power's screen, 4×
 * CPU slowdown, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s), performance category only, in
 * Chromium launched by chrome-launcher with the browser tests' flags. Nothing is fetched from
 * outside: the page is on this machine and Lighthouse runs no online audits for performance.
 * Each page is measured `runs` times and the run with the median score is kept.
 */
export async function runLighthouse(baseUrl: string, pages: { path: string; accessToken?: string; label?: string }[], runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const { path, accessToken, label } of pages) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        // Signed in: the token in local storage and an empty HTTP cache, then Lighthouse without its
        // own storage reset (which would sign the visitor out); a cold load all the same.
        if (accessToken) await signInColdly(chrome.port, baseUrl, accessToken);
        const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json' as const, logLevel: 'error' as const, disableStorageReset: accessToken !== undefined };
        const result = await lighthouse(new URL(path, baseUrl).href, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          path: label ?? path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          firstContentfulPaintMs: audit('first-contentful-paint'),
          largestContentfulPaintMs: audit('largest-contentful-paint'),
          speedIndexMs: audit('speed-index'),
          totalBlockingTimeMs: audit('total-blocking-time'),
          cumulativeLayoutShift: audit('cumulative-layout-shift'),
          totalByteWeight: audit('total-byte-weight'),
        });
      }
      samples.sort((a, b) => a.performance - b.performance);
      figures.push(samples[Math.floor(samples.length / 2)]!);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
