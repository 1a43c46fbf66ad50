import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { Answer } from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { dnskeyRdata, dsFromDnskey, type DsRecordData } from '#shared/ds-record.ts';
import { bootstrapWaitMs, cdsSignalOf, decideCds, refuseBootstrap, sameDsSet, signalsAgree } from './cds-rules.ts';
import { type DnskeyRecord, keyTagOf, type RrsigRecord, signedData } from './dnssec.ts';
import type { CdsState, DnsReply, ServerReplies } from './model.ts';

const zone = 'ytri.fo';
const now = new Date('2026-12-07T12:00:00.000Z');
const seconds = Math.floor(now.getTime() / 1000);

function newKey(): { key: DnskeyRecord; privateKey: KeyObject; ds: DsRecordData } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const key: DnskeyRecord = {
    flags: 257,
    protocol: 3,
    algorithm: 13,
    publicKey: Buffer.concat([Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64'),
  };
  return { key, privateKey, ds: dsFromDnskey(zone, key, 2) };
}
const oldKey = newKey();
const newKeyPair = newKey();
const strangerKey = newKey();

const reply = (answers: Answer[]): DnsReply => ({ rcode: 0, authoritative: true, answers });
const dnskeyRecord = (key: DnskeyRecord): Answer =>
  ({ name: zone, type: 'DNSKEY', ttl: 3600, class: 'IN', data: { flags: key.flags, algorithm: key.algorithm, key: Buffer.from(key.publicKey, 'base64') } }) as Answer;
const raw = (type: 'CDS' | 'CDNSKEY', data: Buffer) => ({ name: zone, type, ttl: 3600, class: 'IN', data }) as unknown as Answer;
const cdsOf = (ds: DsRecordData) => {
  const head = Buffer.from([ds.keyTag >> 8, ds.keyTag & 0xff, ds.algorithm, ds.digestType]);
  return raw('CDS', Buffer.concat([head, Buffer.from(ds.digest, 'hex')]));
};
function rrsig(rrset: Answer[], signer: { key: DnskeyRecord; privateKey: KeyObject }): Answer {
  const head: Omit<RrsigRecord, 'signature'> = {
    typeCovered: rrset[0]!.type,
    algorithm: 13,
    labels: 2,
    originalTTL: 3600,
    inception: seconds - 3600,
    expiration: seconds + 14 * 86400,
    keyTag: keyTagOf(signer.key),
    signersName: zone,
  };
  return {
    name: zone,
    type: 'RRSIG',
    ttl: 3600,
    class: 'IN',
    data: { ...head, signature: sign('sha256', signedData(head, rrset), { key: signer.privateKey, dsaEncoding: 'ieee-p1363' }) },
  } as Answer;
}

/** A server publishing `cds` (keys, the delete record, or nothing), signed by `signer`, with these DNSKEYs. */
function server(
  host: string,
  publication: { keys: ReturnType<typeof newKey>[] } | 'delete' | null,
  signer = oldKey,
  dnskeys = [oldKey, newKeyPair],
): Pick<ServerReplies, 'host' | 'dnskey' | 'cds' | 'cdnskey'> {
  const keys = dnskeys.map((pair) => dnskeyRecord(pair.key));
  const cds = publication === 'delete' ? [raw('CDS', Buffer.from([0, 0, 0, 0, 0]))] : (publication?.keys ?? []).map((pair) => cdsOf(pair.ds));
  const cdnskey = publication === 'delete' ? [raw('CDNSKEY', Buffer.from([0, 0, 3, 0, 0]))] : (publication?.keys ?? []).map((pair) => raw('CDNSKEY', dnskeyRdata(pair.key)));
  const signed = (rrset: Answer[]) => (rrset.length ? [...rrset, rrsig(rrset, signer)] : []);
  return { host, dnskey: reply(signed(keys)), cds: reply(signed(cds)), cdnskey: reply(signed(cdnskey)) };
}

const both = (publication: Parameters<typeof server>[1], signer = oldKey, dnskeys = [oldKey, newKeyPair]) => [
  server('ns1.ytri.example', publication, signer, dnskeys),
  server('ns2.ytri.example', publication, signer, dnskeys),
];

describe('what a server publishes (RFC 7344, RFC 8078)', () => {
  it('reads CDS and CDNSKEY that name the same keys as their DS; the delete record alone as delete; nothing as none', () => {
    expect(cdsSignalOf(zone, server('a', { keys: [newKeyPair] }))).toEqual({ kind: 'ds', ds: [newKeyPair.ds] });
    expect(cdsSignalOf(zone, server('a', 'delete'))).toEqual({ kind: 'delete' });
    expect(cdsSignalOf(zone, server('a', null))).toEqual({ kind: 'none' });
  });

  it('only CDNSKEY: its keys as SHA-256 DS', () => {
    const only = server('a', { keys: [newKeyPair] });
    expect(cdsSignalOf(zone, { ...only, cds: reply([]) })).toEqual({ kind: 'ds', ds: [newKeyPair.ds] });
  });

  it('CDS and CDNSKEY naming different keys, or a delete record beside a key, are inconsistent', () => {
    const mixed = server('a', { keys: [newKeyPair] });
    const other = server('a', { keys: [strangerKey] });
    expect(cdsSignalOf(zone, { ...mixed, cdnskey: other.cdnskey })).toEqual({ kind: 'inconsistent' });
    const deleting = server('a', 'delete');
    expect(cdsSignalOf(zone, { ...mixed, cdnskey: deleting.cdnskey })).toEqual({ kind: 'inconsistent' });
  });

  it('a server that did not answer over TCP is unanswered', () => {
    expect(cdsSignalOf(zone, { cds: null, cdnskey: reply([]) })).toEqual({ kind: 'unanswered' });
    expect(cdsSignalOf(zone, { cds: { rcode: 2, authoritative: false, answers: [] }, cdnskey: reply([]) })).toEqual({ kind: 'unanswered' });
  });

  it('agree only when every server publishes the same', () => {
    expect(
      signalsAgree([
        { kind: 'ds', ds: [newKeyPair.ds] },
        { kind: 'ds', ds: [newKeyPair.ds] },
      ]),
    ).toBe(true);
    expect(
      signalsAgree([
        { kind: 'ds', ds: [newKeyPair.ds] },
        { kind: 'ds', ds: [strangerKey.ds] },
      ]),
    ).toBe(false);
    expect(signalsAgree([{ kind: 'ds', ds: [newKeyPair.ds] }, { kind: 'none' }])).toBe(false);
    expect(sameDsSet([newKeyPair.ds, oldKey.ds], [oldKey.ds, { ...newKeyPair.ds, digest: newKeyPair.ds.digest.toLowerCase() }])).toBe(true);
  });
});

describe('the decision of one scan', () => {
  it('a roll-over: a new CDS signed by the key the DS names replaces the DS', () => {
    const decision = decideCds({ zone, ds: [oldKey.ds], servers: both({ keys: [newKeyPair] }), previous: undefined, now });
    expect(decision.action).toEqual({ kind: 'update', before: [oldKey.ds], after: [newKeyPair.ds] });
    expect(decision.state).toMatchObject({ status: 'following', lastChange: { change: 'updated', after: [newKeyPair.ds] } });
  });

  it('the CDS already at the registry: following, nothing to do (even signed only by a key rolled out since)', () => {
    const decision = decideCds({ zone, ds: [oldKey.ds], servers: both({ keys: [oldKey] }), previous: undefined, now });
    expect(decision).toMatchObject({ action: null, tell: null, state: { status: 'following' } });
    const rolled = decideCds({ zone, ds: [newKeyPair.ds], servers: both({ keys: [newKeyPair] }, oldKey), previous: undefined, now });
    expect(rolled).toMatchObject({ action: null, tell: null, state: { status: 'following' } });
  });

  it('a new CDS signed only by the new key (not one the DS names) is ignored as invalid', () => {
    const decision = decideCds({ zone, ds: [oldKey.ds], servers: both({ keys: [newKeyPair] }, newKeyPair), previous: undefined, now });
    expect(decision).toMatchObject({ action: null, state: { status: 'invalid' } });
  });

  it('a CDS naming a key the zone does not serve is ignored as invalid (the DS would break the domain)', () => {
    const decision = decideCds({ zone, ds: [oldKey.ds], servers: both({ keys: [strangerKey] }), previous: undefined, now });
    expect(decision).toMatchObject({ action: null, state: { status: 'invalid' } });
  });

  it('servers that disagree: ignored and reported, with what each publishes', () => {
    const servers = [server('ns1.ytri.example', { keys: [newKeyPair] }), server('ns2.ytri.example', { keys: [oldKey] })];
    const decision = decideCds({ zone, ds: [oldKey.ds], servers, previous: undefined, now });
    expect(decision.action).toBeNull();
    expect(decision.state.status).toBe('disagree');
    expect(decision.state.detail).toBe(`ns1.ytri.example: ${newKeyPair.ds.keyTag}; ns2.ytri.example: ${oldKey.ds.keyTag}`);
  });

  it('the delete record 0 0 0 00 signed under the DS removes it; without a DS it changes nothing', () => {
    const decision = decideCds({ zone, ds: [oldKey.ds], servers: both('delete'), previous: undefined, now });
    expect(decision.action).toEqual({ kind: 'delete', before: [oldKey.ds] });
    expect(decision.state).toMatchObject({ status: 'deleted', lastChange: { change: 'deleted', after: [] } });
    expect(decideCds({ zone, ds: [], servers: both('delete'), previous: undefined, now })).toMatchObject({ action: null, state: { status: 'deleted' } });
    expect(decideCds({ zone, ds: [oldKey.ds], servers: both('delete', strangerKey), previous: undefined, now })).toMatchObject({ action: null, state: { status: 'invalid' } });
  });

  it('a server not answering: nothing decided, the bootstrap wait goes on', () => {
    const pending = { ds: [newKeyPair.ds], firstSeenAt: now.toISOString(), acceptAt: new Date(now.getTime() + bootstrapWaitMs).toISOString() };
    const servers = [server('ns1.ytri.example', { keys: [newKeyPair] }), { ...server('ns2.ytri.example', { keys: [newKeyPair] }), cds: null }];
    const decision = decideCds({ zone, ds: [], servers, previous: { status: 'pending', checkedAt: now.toISOString(), pending }, now });
    expect(decision).toMatchObject({ action: null, state: { status: 'unanswered', pending } });
  });
});

describe('a bootstrap (no DS at the registry)', () => {
  const day = 24 * 3600 * 1000;
  const at = (days: number) => new Date(now.getTime() + days * day);
  const scan = (previous: CdsState | undefined, when: Date, servers = both({ keys: [newKeyPair] }, newKeyPair, [newKeyPair])) =>
    decideCds({ zone, ds: [], servers, previous, now: when });

  it('first seen: pending for 3 days, the owners told once; taken on the third day, not before', () => {
    const first = scan(undefined, now);
    expect(first.tell).toBe('bootstrap-seen');
    expect(first.action).toBeNull();
    expect(first.state).toMatchObject({ status: 'pending', pending: { ds: [newKeyPair.ds], firstSeenAt: now.toISOString(), acceptAt: at(3).toISOString() } });
    const second = scan(first.state, at(1.5));
    expect(second).toMatchObject({ tell: null, action: null, state: { status: 'pending' } });
    const almost = scan(second.state, new Date(at(3).getTime() - 1));
    expect(almost.action).toBeNull();
    const third = scan(almost.state, at(3));
    expect(third.action).toEqual({ kind: 'bootstrap', after: [newKeyPair.ds] });
    expect(third.state).toMatchObject({ status: 'following', lastChange: { change: 'bootstrapped', before: [], after: [newKeyPair.ds] } });
    expect(third.state.pending).toBeUndefined();
  });

  it('a CDS that changes starts the wait again (and is told again)', () => {
    const first = scan(undefined, now);
    const changed = scan(first.state, at(2), both({ keys: [strangerKey] }, strangerKey, [strangerKey]));
    expect(changed).toMatchObject({ tell: 'bootstrap-seen', action: null, state: { pending: { firstSeenAt: at(2).toISOString() } } });
  });

  it('servers that disagree stop the wait', () => {
    const first = scan(undefined, now);
    const disagree = scan(first.state, at(1), [server('a', { keys: [newKeyPair] }, newKeyPair, [newKeyPair]), server('b', null, newKeyPair, [newKeyPair])]);
    expect(disagree.state).toMatchObject({ status: 'disagree' });
    expect(disagree.state.pending).toBeUndefined();
  });

  it('refused by the owner: never taken, until the servers publish another CDS', () => {
    const first = scan(undefined, now);
    const refused = refuseBootstrap(first.state, 'user-1', at(1))!;
    expect(refused).toMatchObject({ status: 'refused', refused: { ds: [newKeyPair.ds], by: 'user-1' } });
    expect(refused.pending).toBeUndefined();
    const later = scan(refused, at(4));
    expect(later).toMatchObject({ action: null, tell: null, state: { status: 'refused' } });
    const other = scan(later.state, at(5), both({ keys: [strangerKey] }, strangerKey, [strangerKey]));
    expect(other).toMatchObject({ tell: 'bootstrap-seen', state: { status: 'pending' } });
    expect(refuseBootstrap({ status: 'none', checkedAt: now.toISOString() }, 'user-1', now)).toBeNull();
  });

  it('a CDS not signed by the key it names is not taken', () => {
    expect(scan(undefined, now, both({ keys: [newKeyPair] }, strangerKey, [newKeyPair, strangerKey]))).toMatchObject({ tell: null, state: { status: 'invalid' } });
  });
});
