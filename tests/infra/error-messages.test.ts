import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpContextNames, type HttpContextName } from '#functions/http/contexts.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { repoRoot } from '#infra/names.ts';
import { errorStatus, type ErrorCode } from '#shared/errors.ts';
import { errorAreas, type ErrorArea, sharedMessages } from '#shared/i18n/messages.ts';

/**
 * Each HTTP Lambda carries the error messages its routes can answer with, in both languages, and
 * no others (the areas its handler names, `httpContextHandler`'s `answersWith`). What a bundle can
 * answer is read off the bundle itself: every error code written in it as a string (a
 * `new DomainError('…')`, a refusal mapped to a code) — more than it answers at worst, never less.
 */

/** Strings that are error codes by name but not answers: a notification's message key. */
const notAnswers: Partial<Record<HttpContextName, ErrorCode[]>> = { notifications: ['payment_failed'] };

const codes = Object.keys(errorStatus) as ErrorCode[];
const validationTexts = new Set<string>(Object.values(sharedMessages.en.validation));
const quoted = (text: string, value: string) => [`"${value}"`, `'${value}'`, `\`${value}\``].some((literal) => text.includes(literal));
/** A message as esbuild writes it in a string (UTF-8, quotes as needed). */
const carries = (text: string, message: string) => text.includes(message) || text.includes(JSON.stringify(message).slice(1, -1));

let bundles: Record<HttpContextName, string>;

beforeAll(async () => {
  const outdir = join(repoRoot, '.cache/error-messages-test');
  const result = await build({
    ...esbuildOptions(),
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(httpContextNames.map((context) => [context, join(repoRoot, 'functions', context, 'lambda.ts')])),
    outdir,
    write: false,
    sourcemap: false,
    logLevel: 'silent',
  });
  bundles = Object.fromEntries(
    result.outputFiles.filter((file) => file.path.endsWith('.mjs')).map((file) => [relative(outdir, file.path).replace(/\.mjs$/, ''), file.text]),
  ) as Record<HttpContextName, string>;
}, 120_000);

const answerable = (context: HttpContextName) => codes.filter((code) => quoted(bundles[context], code) && !notAnswers[context]?.includes(code));

describe('the error messages in each HTTP Lambda', () => {
  it('include, in Faroese and English, the message of every code the bundle can answer with', () => {
    const missing = httpContextNames.flatMap((context) =>
      answerable(context).flatMap((code) =>
        (['fo', 'en'] as const).filter((locale) => !carries(bundles[context], sharedMessages[locale].errors[code])).map((locale) => `${context}: ${code} (${locale})`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('leave out the areas of codes the bundle cannot answer with', () => {
    const carried = httpContextNames.flatMap((context) => {
      const codesOfBundle = new Set<ErrorCode>(answerable(context));
      return (Object.keys(errorAreas) as ErrorArea[])
        .filter((area) => !(errorAreas[area] as readonly ErrorCode[]).some((code) => codesOfBundle.has(code)))
        .flatMap((area) =>
          (errorAreas[area] as readonly ErrorCode[])
            // A text that is also a validation message (every bundle has those) says nothing.
            .filter((code) => !validationTexts.has(sharedMessages.en.errors[code]) && carries(bundles[context], sharedMessages.en.errors[code]))
            .map((code) => `${context}: ${area}.${code}`),
        );
    });
    expect(carried).toEqual([]);
  });

  it('notice a code written in a bundle (the check can fail)', () => {
    expect(answerable('domain-settings')).toEqual(expect.arrayContaining(['domain_locked', 'name_servers_not_answering', 'registry_unavailable']));
    expect(answerable('domain-settings')).not.toContain('team_only_owner');
    expect(answerable('notifications')).not.toContain('payment_failed');
  });
});
