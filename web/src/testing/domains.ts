import type { DomainSummary } from '#shared/schemas/domains.ts';

/** A domain of a list as the API answers it (an active one of Jógvan Joensen's, on the product's name servers); `overrides` change what a test is about. */
export function domainSummary(overrides: Partial<DomainSummary> = {}): DomainSummary {
  return {
    id: 'd1',
    name: 'mitt-navn.fo',
    status: 'active',
    registered_at: '2025-03-05T12:00:00.000Z',
    expires_at: '2027-03-05T12:00:00.000Z',
    renewal_date: '2027-02-03T12:00:00.000Z',
    owner: { type: 'user', id: 'u1', name: 'Jógvan Joensen' },
    name_server_mode: 'product',
    name_servers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    transfer_lock: true,
    registration_lock: false,
    auto_renewal: true,
    payment_card_id: null,
    ...overrides,
  };
}
