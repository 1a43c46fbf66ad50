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
 * `accessToken` signs the visitor in first (the SPA reads it from local storage).
 */
export async function measureDownloads(baseUrl: string, paths: { path: string; accessToken?: string }[]): Promise<PageDownloads[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: PageDownloads[] = [];
    for (const { path, accessToken } of paths) {
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
        path: accessToken ? `${path} (signed in)` : path,
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
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(new URL(path, baseUrl).href, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          path,
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
