import { describe, expect, it } from 'vitest';
import { requestTransferRequest } from '#shared/schemas/transfers.ts';
import { adoptionUpdates } from './sync-transfer.ts';
import { autoProcessingCutoff, expectedAutoApprovalAt, isDueForAutoProcessing, nameServerModeOf, outcomeOf } from './transfer.ts';

describe('transfer status rules', () => {
  it("maps the registry's transfer statuses to the spec's four", () => {
    expect(outcomeOf('pending')).toEqual({ status: 'requested' });
    expect(outcomeOf('clientApproved')).toEqual({ status: 'approved' });
    expect(outcomeOf('serverApproved')).toEqual({ status: 'auto_approved' });
    expect(outcomeOf('clientCancelled')).toEqual({ status: 'cancelled', reason: 'cancelled_by_user' });
    expect(outcomeOf('clientRejected')).toEqual({ status: 'cancelled', reason: 'rejected_by_holder' });
    expect(outcomeOf('serverCancelled')).toEqual({ status: 'cancelled', reason: 'cancelled_by_registry' });
  });
});

describe('due dates', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');

  it('the job looks at transfers requested at least the settings days ago', () => {
    expect(autoProcessingCutoff(now, 5)).toBe('2026-03-05T12:00:00.000Z');
    expect(autoProcessingCutoff(now, 0)).toBe(now.toISOString());
    expect(() => autoProcessingCutoff(now, -1)).toThrow(RangeError);
    expect(() => autoProcessingCutoff(now, 1.5)).toThrow(RangeError);
  });

  it('is due exactly at five days, not a millisecond before, and only while requested', () => {
    expect(isDueForAutoProcessing({ status: 'requested', requestedAt: '2026-03-05T12:00:00.000Z' }, now, 5)).toBe(true);
    expect(isDueForAutoProcessing({ status: 'requested', requestedAt: '2026-03-05T12:00:00.001Z' }, now, 5)).toBe(false);
    expect(isDueForAutoProcessing({ status: 'requested', requestedAt: '2026-03-06T12:00:00.000Z' }, now, 5)).toBe(false);
    expect(isDueForAutoProcessing({ status: 'approved', requestedAt: '2026-01-01T00:00:00.000Z' }, now, 5)).toBe(false);
  });

  it('counts across a month end and the summer-time change in whole UTC days', () => {
    // Atlantic/Faroe moves to summer time on 2026-03-29; five days are 120 hours all the same.
    expect(autoProcessingCutoff(new Date('2026-04-01T10:00:00.000Z'), 5)).toBe('2026-03-27T10:00:00.000Z');
  });

  it("expects the automatic approval at the registry's action date, else the settings days after the request", () => {
    expect(expectedAutoApprovalAt('2026-03-10T12:00:00.000Z', '2026-03-15T12:00:03Z', 5)).toBe('2026-03-15T12:00:03.000Z');
    expect(expectedAutoApprovalAt('2026-03-10T12:00:00.000Z', null, 5)).toBe('2026-03-15T12:00:00.000Z');
    expect(expectedAutoApprovalAt('2026-03-10T12:00:00.000Z', 'not a date', 7)).toBe('2026-03-17T12:00:00.000Z');
  });
});

describe('a transferred domain', () => {
  it("is on the product's name servers only when it has exactly those", () => {
    const product = ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'];
    expect(nameServerModeOf(['NS2.okisnavn.fo.', 'ns1.okisnavn.fo'], product)).toBe('product');
    expect(nameServerModeOf(['ns1.okisnavn.fo'], product)).toBe('custom');
    expect(nameServerModeOf(['ns1.okisnavn.fo', 'ns2.okisnavn.fo', 'ns.other.fo'], product)).toBe('custom');
    expect(nameServerModeOf([], product)).toBe('custom');
    expect(nameServerModeOf(['ns1.other.net', 'ns2.other.net'], product)).toBe('custom');
  });

  it("lifts the previous registrar's client statuses but the transfer lock, then makes the owner registrant and contacts", () => {
    const updates = adoptionUpdates(
      {
        statuses: ['clientUpdateProhibited', 'clientDeleteProhibited', 'clientTransferProhibited', 'clientHold', 'serverRenewProhibited'],
        registrantId: 'OLD-HOLDER',
        contacts: [
          { type: 'admin', id: 'OLD-ADMIN' },
          { type: 'tech', id: 'OKNEWOWNER' },
        ],
      },
      'OKNEWOWNER',
    );
    expect(updates).toEqual([
      { removeStatuses: ['clientUpdateProhibited', 'clientDeleteProhibited', 'clientHold'] },
      {
        registrantId: 'OKNEWOWNER',
        addContacts: [
          { type: 'admin', id: 'OKNEWOWNER' },
          { type: 'billing', id: 'OKNEWOWNER' },
        ],
        removeContacts: [{ type: 'admin', id: 'OLD-ADMIN' }],
      },
    ]);
  });

  it('needs no update when it is already ours (a second run)', () => {
    const ours = ['admin', 'tech', 'billing'].map((type) => ({ type: type as 'admin', id: 'OKNEWOWNER' }));
    expect(adoptionUpdates({ statuses: ['ok'], registrantId: 'OKNEWOWNER', contacts: ours }, 'OKNEWOWNER')).toEqual([]);
  });
});

describe('the request form (shared schema)', () => {
  const issues = (input: unknown) => {
    const result = requestTransferRequest.safeParse(input);
    // The first message on each field, as the API's and the forms' field errors show it.
    return result.success ? {} : Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('adds .fo, lower-cases and trims', () => {
    expect(requestTransferRequest.parse({ domain: '  Flyt-Meg ', auth_code: ' abc-123 ' })).toEqual({ domain: 'flyt-meg.fo', auth_code: 'abc-123' });
  });

  it('refuses names the .fo rules refuse, with their messages', () => {
    expect(issues({ domain: 'føroyar', auth_code: 'x' })).toEqual({ domain: 'validation.domain_idn' });
    expect(issues({ domain: 'example.com', auth_code: 'x' })).toEqual({ domain: 'validation.domain_not_fo' });
    expect(issues({ domain: '-bad.fo', auth_code: 'x' })).toEqual({ domain: 'validation.domain_hyphen_edge' });
    expect(issues({ domain: '  ', auth_code: 'x' })).toEqual({ domain: 'validation.required' });
  });

  it('wants a transfer code on one line of at most 64 characters', () => {
    expect(issues({ domain: 'a1.fo', auth_code: '' })).toEqual({ auth_code: 'validation.required' });
    expect(issues({ domain: 'a1.fo', auth_code: 'x'.repeat(65) })).toEqual({ auth_code: 'validation.transfer_code_format' });
    expect(issues({ domain: 'a1.fo', auth_code: 'a\tb' })).toEqual({ auth_code: 'validation.transfer_code_format' });
    expect(issues({ domain: 'a1.fo', auth_code: 'x'.repeat(64) })).toEqual({});
  });

  it('refuses unknown fields', () => {
    expect(issues({ domain: 'a1.fo', auth_code: 'x', years: 2 })).toMatchObject({ '': expect.any(String) });
  });
});
