import { describe, expect, it } from 'vitest';
import { uiTexts } from '#shared/i18n/ui.ts';
import { locales } from '#shared/locales.ts';
import { notificationMessageKeys } from '#shared/schemas/notifications.ts';
import { mailLayout, notificationMail } from './mail-template.ts';

const origin = 'https://okisnavn.fo';

describe('notificationMail', () => {
  it('writes the layout around the message in Faroese: greeting, message, sign in with the origin, the phishing line', () => {
    const mail = notificationMail({ locale: 'fo', name: 'Jógvan Joensen', messageKey: 'domain_suspended', params: { name: 'a.fo' }, origin });
    expect(mail.subject).toBe('Økisnavninum a.fo er steðgað');
    expect(mail.text.split('\n\n')).toEqual([
      'Hey Jógvan Joensen,',
      'Skrásetingin hevur steðgað økisnavninum a.fo. Tað virkar ikki á netinum, fyrr enn steðgurin verður tikin av.',
      'Rita inn á Økisnavn at síggja meira: https://okisnavn.fo',
      'Vit biðja teg ongantíð um kortupplýsingar við telduposti. Fært tú eitt teldubræv um gjald, so trýst ikki á leinkjur í tí, men rita inn á Økisnavn sjálv/ur.',
      'Vinarliga\nØkisnavn',
    ]);
    expect(mail.html).toContain('<html lang="fo">');
    expect(mail.html).toContain('<p>Hey Jógvan Joensen,</p>');
    expect(mail.html).toContain('<a href="https://okisnavn.fo">https://okisnavn.fo</a>');
    expect(mail.html).toContain('Vit biðja teg ongantíð um kortupplýsingar við telduposti.');
  });

  it('writes English for an English reader, with amounts, dates and devices formatted as the panel does', () => {
    const refund = notificationMail({ locale: 'en', name: 'Anna', messageKey: 'payment_refunded', params: { amount: 12500, reason: 'payment_mismatch' }, origin });
    expect(refund.subject).toBe('Your payment is being refunded');
    expect(refund.text).toContain('Hello Anna,');
    expect(refund.text).toContain('A payment of DKK 125.00 could not be used for your order');
    expect(refund.text).toContain('We never ask for card details by e-mail. If you get an e-mail about a payment, do not follow its links: sign in to Økisnavn yourself instead.');
    expect(refund.text).toContain('Sign in to Økisnavn to see more: https://okisnavn.fo');
    const away = notificationMail({ locale: 'en', name: null, messageKey: 'transfer_away_requested', params: { name: 'a.fo', action_at: '2026-12-01T12:00:00.000Z' }, origin });
    expect(away.text.startsWith('Hello,\n\n')).toBe(true);
    expect(away.text).toContain('it happens on 01.12.2026.');
    const device = notificationMail({ locale: 'fo', name: 'Jógvan', messageKey: 'new_device_sign_in', params: { browser: 'Firefox', system: 'Linux' }, origin });
    expect(device.text).toContain('úr einum nýggjum tóli (Firefox á Linux)');
    const unknown = notificationMail({ locale: 'en', name: 'Anna', messageKey: 'new_device_sign_in', params: { browser: '', system: '' }, origin });
    expect(unknown.text).toContain('from a new device (Unknown device)');
  });

  it('escapes every value in the HTML part, and the plain part keeps them as written', () => {
    const name = '<script>alert("x")</script> & Co';
    const mail = notificationMail({ locale: 'en', name, messageKey: 'email_changed', params: { email: 'a"><img src=x onerror=alert(1)>@example.fo' }, origin });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('a&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.fo');
    expect(mail.text).toContain(`Hello ${name},`);
    // The only link is the portal's origin.
    expect(mail.html.match(/<a /g)).toHaveLength(1);
  });

  it('escapes the subject in the HTML title, and links only the origin itself', () => {
    const mail = mailLayout({
      locale: 'en',
      name: null,
      subject: 'Tom & <Jerry>',
      paragraphs: ['See https://evil.example/okisnavn.fo and https://okisnavn.fo', 'Not https://okisnavn.fo.evil.example/pay but https://okisnavn.fo/receipts.'],
      origin,
    });
    expect(mail.html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).toContain('See https://evil.example/okisnavn.fo and <a href="https://okisnavn.fo">https://okisnavn.fo</a>');
    expect(mail.html).toContain('Not https://okisnavn.fo.evil.example/pay but <a href="https://okisnavn.fo/receipts">https://okisnavn.fo/receipts</a>.</p>');
  });

  it('has a message and a subject for every notification in both languages', () => {
    for (const locale of locales) {
      for (const key of notificationMessageKeys) {
        expect(uiTexts[locale].notifications.messages[key], `${locale} ${key}`).toBeTruthy();
        expect(uiTexts[locale].notifications.mail.subjects[key], `${locale} ${key}`).toBeTruthy();
        const mail = notificationMail({
          locale,
          name: 'A',
          messageKey: key,
          params: {
            name: 'a.fo',
            names: 'a.fo',
            email: 'a@b.fo',
            amount: 100,
            expires_at: '2027-01-01T00:00:00Z',
            action_at: '2027-01-01T00:00:00Z',
            card: 'Visa •••• 4242',
            browser: 'Safari',
            system: 'iOS',
            member: 'Anna',
            team: 'Toymið',
            actor: 'Bárður',
            suspect: 'Mikkjal',
            passkey: 'Telefonin',
            token: 'CI',
            webhook: 'Kjatt',
            url: 'https://example.com/hook',
            answering: 1,
            total: 2,
            from: 'Toymið',
            to: 'Anna',
            key_tags: '12345',
          },
          origin,
          changedAt: '2027-01-01T00:00:00Z',
        });
        expect(`${mail.subject}\n${mail.text}`, `${locale} ${key}`).not.toMatch(/\{\{/);
      }
    }
  });
});
