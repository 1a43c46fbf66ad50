import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { defaultLocale } from '../shared/locales.ts';
import { uiTexts } from '../shared/i18n/ui.ts';

/**
 * What `index.html` shows before the JavaScript arrives: the product's name and a spinner, in
 * `#root`, so React's first render replaces it. Its styles are inline (no request before the
 * first paint) and the only inline style of the site: the Content-Security-Policy allows exactly
 * this text by its hash (`splashStyleSource`, infra/web/security-headers.ts), so any change here
 * changes the policy with it. The texts are the catalogue's, in the default language (the
 * document's `lang`); a screen reader hears "Økisnavn, Heintar…" from the status region.
 */
export const splashStyles = [
  '.splash{box-sizing:border-box;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.25rem;padding:1rem;margin:0;',
  "font-family:'Inter',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#0f172a;background:#f8fafc}",
  '.splash-name{margin:0;font-size:1.5rem;line-height:2rem;font-weight:700;letter-spacing:-.01em}',
  '.splash-spinner{display:block;width:1.75rem;height:1.75rem;box-sizing:border-box;border:3px solid #cbd5e1;border-top-color:#1d4ed8;border-radius:50%;animation:splash-spin .8s linear infinite}',
  '.splash-status{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}',
  '@keyframes splash-spin{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){.splash-spinner{animation-duration:2.4s}}',
].join('');

/** The CSP source that allows the splash's `<style>` element and nothing else inline. */
export const splashStyleSource = `'sha256-${createHash('sha256').update(splashStyles, 'utf8').digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The splash's markup, in the default language. */
export function splashMarkup(texts = uiTexts[defaultLocale]): string {
  return (
    `<div class="splash" role="status">` +
    `<p class="splash-name">${escapeHtml(texts.app.name)}</p>` +
    `<span class="splash-spinner" aria-hidden="true"></span>` +
    `<span class="splash-status">${escapeHtml(texts.app.loading)}</span>` +
    `</div>`
  );
}

const root = '<div id="root"></div>';

/** The Vite plugin that puts the splash into index.html (dev server and build alike). */
export function splashPlugin(): Plugin {
  return {
    name: 'okisnavn-splash',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(root)) throw new Error(`index.html has no empty ${root} for the splash`);
        return {
          html: html.replace(root, `<div id="root">${splashMarkup()}</div>`),
          tags: [{ tag: 'style', children: splashStyles, injectTo: 'head' }],
        };
      },
    },
  };
}
