import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail.ts';

const input = {
  name: 'Tóki',
  inviterName: 'Anna <Eigari>',
  domainName: 'deilt.fo',
  link: 'https://okisnavn.fo/domains/d1/invites/i1/accept',
  validUntil: '2026-12-01T10:00:00.000Z',
  origin: 'https://okisnavn.fo',
};

describe('the invitation e-mail', () => {
  it('is written in the invitee’s language, with the role, the link and the last day', () => {
    const fo = invitationMail({ ...input, locale: 'fo' });
    expect(fo.subject).toBe('Anna <Eigari> deilir deilt.fo við teg');
    expect(fo.text).toContain('tøkniligur umsitari');
    expect(fo.text).toContain('til 01.12.2026');
    const en = invitationMail({ ...input, locale: 'en', name: null });
    expect(en.subject).toBe('Anna <Eigari> shares deilt.fo with you');
    expect(en.text.startsWith('Hello,')).toBe(true);
    expect(en.text).toContain('technical manager');
    expect(en.text).toContain(input.link);
  });

  it('links only the portal’s own pages (the accept page, and the sign-in line of the one layout) and escapes every value in its HTML', () => {
    const { html } = invitationMail({ ...input, locale: 'en' });
    expect(html).toContain(`<a href="${input.link}">`);
    expect(html).toContain('Anna &lt;Eigari&gt;');
    expect(html).not.toContain('<Eigari>');
    expect([...html.matchAll(/<a href="([^"]*)">/g)].map(([, href]) => href)).toEqual([input.link, input.origin]);
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('is in the portal’s one mail layout, as a team’s invitation: greeting, sign-in and phishing-safe lines, signature', () => {
    const fo = invitationMail({ ...input, locale: 'fo' });
    expect(fo.text.startsWith('Hey Tóki,')).toBe(true);
    expect(fo.text).toContain('Rita inn á Økisnavn at síggja meira: https://okisnavn.fo');
    expect(fo.text).toContain('Vit biðja teg ongantíð um kortupplýsingar');
    expect(fo.text.endsWith('Vinarliga\nØkisnavn')).toBe(true);
  });
});
