import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/locales.ts';
import { codeEmail, codeSms, resetPasswordEmail } from './messages.ts';

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

    it(`password reset e-mail (${locale}) links to /login/reset-password/<token> on the portal`, () => {
      const mail = resetPasswordEmail('tok_en-1', locale, origin);
      expect(urlsIn(mail.text)).toEqual([`${origin}/login/reset-password/tok_en-1`]);
      expect(mail.html).toContain(`<a href="${origin}/login/reset-password/tok_en-1">`);
    });
  }

  it('writes Faroese and English differently', () => {
    expect(codeEmail('login', '123456', 'fo', origin).subject).not.toBe(codeEmail('login', '123456', 'en', origin).subject);
  });
});
