import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addressRefused,
  deliveryIdOfHappening,
  endpointUrlRefusal,
  newWebhookSecret,
  nextAttemptAt,
  shouldSwitchOff,
  signingSecrets,
  webhookSignatureHeader,
} from './webhook-rules.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('the signing secret and signature', () => {
  it('is whsec_ and 256 random bits, a new one each time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs "<t>.<body>" with HMAC-SHA-256, as Stripe does: t=<unix>,v1=<hex>', () => {
    const body = '{"id":"evt_1","type":"domain.renewed"}';
    const header = webhookSignatureHeader(['whsec_a'], 1_800_000_000, body);
    expect(header).toBe(`t=1800000000,v1=${createHmac('sha256', 'whsec_a').update(`1800000000.${body}`).digest('hex')}`);
    // Another body or another time is another signature.
    expect(webhookSignatureHeader(['whsec_a'], 1_800_000_000, `${body} `)).not.toBe(header);
    expect(webhookSignatureHeader(['whsec_a'], 1_800_000_001, body)).not.toBe(header);
  });

  it('carries a second v1 with the previous secret for 24 hours after a rotation, then only the current', () => {
    const rotatedAt = new Date('2026-12-07T10:00:00Z');
    const endpoint = { secret: 'whsec_new', previousSecret: 'whsec_old', previousSecretUntil: new Date(rotatedAt.getTime() + day).toISOString() };
    expect(signingSecrets(endpoint, new Date(rotatedAt.getTime() + day - 1))).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(endpoint, new Date(rotatedAt.getTime() + day))).toEqual(['whsec_new']);
    expect(signingSecrets({ secret: 'whsec_only' }, rotatedAt)).toEqual(['whsec_only']);
    const header = webhookSignatureHeader(['whsec_new', 'whsec_old'], 1, 'x');
    expect(header.split(',').filter((part) => part.startsWith('v1='))).toHaveLength(2);
  });

  it('gives a happening published once per person told one delivery id', () => {
    expect(deliveryIdOfHappening('team.member_joined:i1')).toBe(deliveryIdOfHappening('team.member_joined:i1'));
    expect(deliveryIdOfHappening('team.member_joined:i1')).not.toBe(deliveryIdOfHappening('team.member_joined:i2'));
    expect(deliveryIdOfHappening('x')).toMatch(/^evt_[0-9a-f]{32}$/);
  });
});

describe('the backoff', () => {
  const first = new Date('2026-12-07T00:00:00Z');
  const at = (ms: number) => new Date(first.getTime() + ms);

  it('waits 1 min, 5 min, 30 min, 2 h, 6 h, 12 h after each failed attempt', () => {
    expect(nextAttemptAt(first, first, 1)).toEqual(at(minute));
    expect(nextAttemptAt(first, at(minute), 2)).toEqual(at(6 * minute));
    expect(nextAttemptAt(first, at(6 * minute), 3)).toEqual(at(36 * minute));
    expect(nextAttemptAt(first, at(36 * minute), 4)).toEqual(at(2 * hour + 36 * minute));
    expect(nextAttemptAt(first, at(2 * hour + 36 * minute), 5)).toEqual(at(8 * hour + 36 * minute));
    expect(nextAttemptAt(first, at(8 * hour + 36 * minute), 6)).toEqual(at(20 * hour + 36 * minute));
  });

  it('gives up past 24 hours after the first attempt', () => {
    expect(nextAttemptAt(first, at(20 * hour + 36 * minute), 7)).toBeNull();
    expect(nextAttemptAt(first, at(23 * hour + 59 * minute), 2)).toBeNull();
  });
});

describe('switching off', () => {
  it('comes after 3 days of failed attempts, not before, and never without a failing run', () => {
    const since = '2026-12-01T00:00:00.000Z';
    expect(shouldSwitchOff(since, new Date(Date.parse(since) + 3 * day - 1))).toBe(false);
    expect(shouldSwitchOff(since, new Date(Date.parse(since) + 3 * day))).toBe(true);
    expect(shouldSwitchOff(undefined, new Date())).toBe(false);
  });
});

describe('endpoint URLs', () => {
  it('are https, with no user or password in them', () => {
    expect(endpointUrlRefusal('https://example.com/hooks', false)).toBeNull();
    expect(endpointUrlRefusal('http://example.com/hooks', false)).toBe('webhook_https_required');
    expect(endpointUrlRefusal('ftp://example.com/', false)).toBe('webhook_https_required');
    expect(endpointUrlRefusal('https://user:pass@example.com/', false)).toBe('invalid_url');
    expect(endpointUrlRefusal('not a url', false)).toBe('invalid_url');
  });

  it('may be http://localhost or http://127.0.0.1 only with the local setting', () => {
    expect(endpointUrlRefusal('http://localhost:8080/hook', false)).toBe('webhook_https_required');
    expect(endpointUrlRefusal('http://127.0.0.1:8080/hook', false)).toBe('webhook_https_required');
    expect(endpointUrlRefusal('http://localhost:8080/hook', true)).toBeNull();
    expect(endpointUrlRefusal('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(endpointUrlRefusal('http://10.0.0.1/hook', true)).toBe('webhook_https_required');
    expect(endpointUrlRefusal('http://localhost.example.com/hook', true)).toBe('webhook_https_required');
  });
});

describe('the addresses a delivery never reaches', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['169.254.169.254', 'the metadata address'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'IPv6 link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::', 'unspecified'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(addressRefused(address)).toBe(true);
  });

  it.each([['93.184.215.14'], ['8.8.8.8'], ['100.63.255.255'], ['100.128.0.1'], ['172.32.0.1'], ['2606:4700::1111'], ['2a00:1450:4001::200e']])(
    'allows the public address %s',
    (address) => {
      expect(addressRefused(address)).toBe(false);
    },
  );

  it('lets loopback in only with the local setting, and nothing else private', () => {
    expect(addressRefused('127.0.0.1', true)).toBe(false);
    expect(addressRefused('::1', true)).toBe(false);
    expect(addressRefused('10.0.0.1', true)).toBe(true);
    expect(addressRefused('169.254.169.254', true)).toBe(true);
  });
});
