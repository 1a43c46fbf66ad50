import { describe, expect, it } from 'vitest';
import type { DomainInfo, PollMessage, TransferInfo } from '../ports/registry.ts';
import { registryEventOfMessage } from './registry-message-event.ts';

const info = (overrides: Partial<DomainInfo> = {}): DomainInfo => ({
  name: 'dømi.fo',
  roid: 'D000001-FOSIM',
  statuses: ['ok'],
  registrantId: 'OK-1',
  contacts: [],
  nameServers: [],
  registrar: 'okisnavn',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  authInfo: null,
  dsRecords: [],
  ...overrides,
});

const transfer = (overrides: Partial<TransferInfo> = {}): TransferInfo => ({
  name: 'dømi.fo',
  status: 'pending',
  requestingRegistrar: 'other-registrar',
  requestedAt: '2026-06-01T09:00:00.000Z',
  actingRegistrar: 'okisnavn',
  actionAt: '2026-06-06T09:00:00.000Z',
  expiresAt: '2028-01-01T00:00:00.000Z',
  ...overrides,
});

const message = (overrides: Partial<PollMessage>): PollMessage => ({
  id: '1764151234567',
  queuedAt: '2026-06-01T10:00:00.000Z',
  text: '',
  domain: 'dømi.fo',
  transfer: null,
  info: null,
  ...overrides,
});

const change = (text: string, domain: Partial<DomainInfo> = {}) => registryEventOfMessage(message({ text, info: info(domain) }));

describe('registryEventOfMessage: a poll message as the webhook of the same change', () => {
  it('the id is evt_<message id>, the time the message was queued', () => {
    expect(change('domain.expired: Domain dømi.fo has expired.')).toMatchObject({ id: 'evt_1764151234567', created_at: '2026-06-01T10:00:00.000Z' });
  });

  it('the registry’s own changes: the kind named first, the fields from the domain after the change', () => {
    expect(change('domain.expired: Domain dømi.fo has expired.', { expiresAt: '2026-06-01T10:00:00.000Z' })).toEqual({
      id: 'evt_1764151234567',
      type: 'domain.expired',
      created_at: '2026-06-01T10:00:00.000Z',
      data: { domain: 'dømi.fo', registrar: 'okisnavn', expires_at: '2026-06-01T10:00:00.000Z' },
    });
    expect(change('domain.expiring: Domain dømi.fo expires on 2027-01-01.')).toMatchObject({ type: 'domain.expiring', data: { expires_at: '2027-01-01T00:00:00.000Z' } });
    expect(change('domain.renewed: Domain dømi.fo was renewed by the registry until 2028-01-01.', { expiresAt: '2028-01-01T00:00:00.000Z' })).toMatchObject({
      type: 'domain.renewed',
      data: { expires_at: '2028-01-01T00:00:00.000Z' },
    });
    expect(change('domain.deleted: Domain dømi.fo was deleted by the registry.')).toMatchObject({ type: 'domain.deleted', data: { expires_at: null } });
    const held = change('domain.status_changed: Statuses of dømi.fo changed: serverHold.', { statuses: ['serverHold', 'clientTransferProhibited'] });
    expect(held).toMatchObject({ type: 'domain.status_changed', data: { statuses: ['serverHold', 'clientTransferProhibited'] } });
    expect(held?.data).not.toHaveProperty('registrant');
    const registrant = change('domain.registrant_changed: Registrant of dømi.fo changed to FO-NEW.', { registrantId: 'FO-NEW' });
    expect(registrant).toMatchObject({ type: 'domain.registrant_changed', data: { registrant: 'FO-NEW' } });
    expect(registrant?.data).not.toHaveProperty('statuses');
  });

  it('a transfer: its status says which event, with the transfer as the webhook carries it', () => {
    const of = (status: TransferInfo['status']) => registryEventOfMessage(message({ text: 'Transfer of dømi.fo …', transfer: transfer({ status }) }));
    expect(of('pending')).toEqual({
      id: 'evt_1764151234567',
      type: 'domain.transfer_requested',
      created_at: '2026-06-01T10:00:00.000Z',
      data: {
        domain: 'dømi.fo',
        registrar: 'okisnavn',
        expires_at: '2028-01-01T00:00:00.000Z',
        transfer: {
          status: 'pending',
          requesting_registrar: 'other-registrar',
          requested_at: '2026-06-01T09:00:00.000Z',
          acting_registrar: 'okisnavn',
          action_at: '2026-06-06T09:00:00.000Z',
        },
      },
    });
    expect(of('clientApproved')).toMatchObject({ type: 'domain.transfer_approved', data: { registrar: 'other-registrar' } });
    expect(of('serverApproved')).toMatchObject({ type: 'domain.transfer_approved', data: { transfer: { status: 'serverApproved' } } });
    expect(of('clientRejected')?.type).toBe('domain.transfer_rejected');
    expect(of('clientCancelled')?.type).toBe('domain.transfer_cancelled');
    expect(of('serverCancelled')?.type).toBe('domain.transfer_cancelled');
  });

  it('a kind this portal does not know is handed on as it is (the consumer keeps it as unknown-type, as for a webhook)', () => {
    expect(change('domain.something_new: Something new.')).toMatchObject({ type: 'domain.something_new', data: { domain: 'dømi.fo' } });
  });

  it('null for a message it cannot read: no domain data, no kind, or fields the event does not allow', () => {
    expect(registryEventOfMessage(message({ text: 'Maintenance on Sunday 02:00-04:00.', domain: null }))).toBeNull();
    expect(change('Domain dømi.fo has expired.')).toBeNull();
    expect(registryEventOfMessage(message({ text: 'domain.expired: …', info: null }))).toBeNull();
    expect(registryEventOfMessage(message({ text: 'domain.expired: …', info: info(), queuedAt: 'not a date' }))).toBeNull();
    expect(registryEventOfMessage(message({ transfer: transfer({ status: 'unknown' as TransferInfo['status'] }) }))).toBeNull();
  });
});
