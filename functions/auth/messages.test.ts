import { describe, expect, it } from 'vitest';
import { locales } from '#shared/locales.ts';
import { codeEmail, codeSms, noResetLinkEmail, passwordGuessingEmail, resetPasswordEmail } from './messages.ts';

const origin = 'https://okisnavn.fo';
const urlsIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

describe('account messages', () => {
  for (const locale of locales) {
    for (const purpose of ['login', 'email-verification', 'email-change', 'eid-linking'] as const) {
      it(`${purpose} e-mail (${locale}): the code is its only 6-digit number, links go only to the portal`, () => {
        const mail = codeEmail(purpose, '042917', locale, origin);
        expect(mail.subject.length).toBeGreaterThan(3);
        expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['042917']);
        expect(mail.html).toContain('042917');
        for (const url of [...urlsIn(mail.text), ...urlsIn(mail.html)]) expect(url.startsWith(`${origin}/`)).toBe(true);
      });
    }

    for (const purpose of ['login', 'phone-verification'] as const) {
      it(`${purpose} SMS (${locale}) carries the code and no link`, () => {
        const text = codeSms(purpose, '000123', locale);
        expect(text.match(/\b\d{6}\b/g)).toEqual(['000123']);
        expect(urlsIn(text)).toEqual([]);
      });
    }

    it(`password reset e-mail (${locale}) links to /login/reset-password/<token>?email=<address> on the portal`, () => {
      const mail = resetPasswordEmail('tok_en-1', 'ann+fo@example.com', locale, origin);
      const link = `${origin}/login/reset-password/tok_en-1?email=ann%2Bfo%40example.com`;
      expect(urlsIn(mail.text)).toEqual([link]);
      expect(mail.html).toContain(`<a href="${link}">`);
      expect(new URL(link).searchParams.get('email')).toBe('ann+fo@example.com');
    });

    it(`no-reset-link e-mail (${locale}) carries no reset link and links only to the portal`, () => {
      const mail = noResetLinkEmail(locale, origin);
      expect(mail.text).not.toContain('/login/reset-password');
      expect(urlsIn(mail.text)).toEqual([`${origin}/login`]);
      expect(mail.subject).not.toBe(resetPasswordEmail('t', 'a@example.com', locale, origin).subject);
    });

    it(`password-guessing e-mail (${locale}) says until when, in the Faroes' time, and how to set a new password`, () => {
      const mail = passwordGuessingEmail(new Date('2026-07-05T14:00:00Z'), locale, origin);
      expect(mail.text).toContain(locale === 'fo' ? '5. juli 2026 kl. 15:00' : '5 July 2026 at 15:00');
      expect(urlsIn(mail.text)).toEqual([`${origin}/login/forgot-password`]);
      expect(mail.text.match(/\b\d{6}\b/g)).toBeNull();
    });
  }

  it('writes Faroese and English differently', () => {
    expect(codeEmail('login', '123456', 'fo', origin).subject).not.toBe(codeEmail('login', '123456', 'en', origin).subject);
  });
});
