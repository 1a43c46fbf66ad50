import type { Answer } from 'dns-packet';
import { type DsRecordData, dsFromDnskey, sameDsRecord } from '#shared/ds-record.ts';
import { checkSignature, dsMatches, type DnskeyRecord, type RrsigRecord } from './dnssec.ts';
import type { CdsState, DnsReply, ServerReplies } from './model.ts';

/**
 * DNSSEC kept in step from the zone's own CDS and CDNSKEY records (RFC 7344, RFC 8078), for
 * domains on name servers outside the portal (docs/decisions/cds-cdnskey.md). Plain rules: what
 * each server publishes, whether they all agree, whether it validates under the DS at the
 * registry, how old a bootstrap is, and what the registry's DS should become.
 */

/** A bootstrap (a domain without DS) is accepted when the same CDS has been seen, unchanged, this long. */
export const bootstrapWaitMs = 3 * 24 * 3600 * 1000;

/** What one server publishes. */
export type CdsSignal =
  | { kind: 'unanswered' }
  | { kind: 'none' }
  | { kind: 'delete' }
  /** CDS and CDNSKEY that do not name the same keys, or a delete record beside others. */
  | { kind: 'inconsistent' }
  | { kind: 'ds'; ds: DsRecordData[] };

const normalize = (name: string) => name.replace(/\.$/, '').toLowerCase();
const atApex = (reply: DnsReply | null | undefined, zone: string, type: string): Answer[] =>
  (reply?.answers ?? []).filter((record) => (record.type as string) === type && normalize(record.name) === zone);
const raw = (record: Answer): Buffer => Buffer.from((record as unknown as { data: Buffer }).data);

/** CDS RDATA (the DS format): key tag, algorithm, digest type, digest. */
export function parseCds(rdata: Buffer): DsRecordData | null {
  if (rdata.length < 5) return null;
  return { keyTag: rdata.readUInt16BE(0), algorithm: rdata[2]!, digestType: rdata[3]!, digest: rdata.subarray(4).toString('hex').toUpperCase() };
}

/** CDNSKEY RDATA (the DNSKEY format): flags, protocol, algorithm, public key. */
export function parseCdnskey(rdata: Buffer): DnskeyRecord | null {
  if (rdata.length < 5) return null;
  return { flags: rdata.readUInt16BE(0), protocol: rdata[2]!, algorithm: rdata[3]!, publicKey: rdata.subarray(4).toString('base64') };
}

const dsKey = (ds: DsRecordData) => `${ds.keyTag}-${ds.algorithm}-${ds.digestType}-${ds.digest.toUpperCase()}`;
const sortedDs = (records: readonly DsRecordData[]) =>
  [...new Map(records.map((ds) => [dsKey(ds), { ...ds, digest: ds.digest.toUpperCase() }])).values()].sort((a, b) => dsKey(a).localeCompare(dsKey(b)));

/** Whether two DS sets are the same records (order and case aside). */
export function sameDsSet(a: readonly DsRecordData[], b: readonly DsRecordData[]): boolean {
  const left = sortedDs(a);
  const right = sortedDs(b);
  return left.length === right.length && left.every((ds, index) => sameDsRecord(ds, right[index]!));
}

/**
 * What one server publishes (RFC 7344 §4, RFC 8078 §4): nothing; the delete record (algorithm 0)
 * alone; or the DS the CDS records give (the CDNSKEY's keys as SHA-256 DS when only CDNSKEY is
 * there). Both present must name the same keys. A server that did not answer both questions over
 * TCP is `unanswered`.
 */
export function cdsSignalOf(zone: string, server: Pick<ServerReplies, 'cds' | 'cdnskey'>): CdsSignal {
  const apex = normalize(zone);
  if (!server.cds || !server.cdnskey || server.cds.rcode !== 0 || server.cdnskey.rcode !== 0) return { kind: 'unanswered' };
  const cds = atApex(server.cds, apex, 'CDS').map((record) => parseCds(raw(record)));
  const cdnskey = atApex(server.cdnskey, apex, 'CDNSKEY').map((record) => parseCdnskey(raw(record)));
  if (cds.includes(null) || cdnskey.includes(null)) return { kind: 'inconsistent' };
  const records = cds as DsRecordData[];
  const keys = cdnskey as DnskeyRecord[];
  if (records.length === 0 && keys.length === 0) return { kind: 'none' };
  const deletes = records.filter((ds) => ds.algorithm === 0).length + keys.filter((key) => key.algorithm === 0).length;
  if (deletes > 0) return deletes === records.length + keys.length ? { kind: 'delete' } : { kind: 'inconsistent' };
  if (records.length > 0 && keys.length > 0) {
    const everyKeyNamed = keys.every((key) => records.some((ds) => dsMatches(apex, ds, key)));
    const everyDsKeyed = records.every((ds) => keys.some((key) => dsMatches(apex, ds, key)));
    if (!everyKeyNamed || !everyDsKeyed) return { kind: 'inconsistent' };
  }
  const ds = records.length > 0 ? records : keys.flatMap((key) => (key.algorithm === 1 ? [] : [dsFromDnskey(apex, key, 2)]));
  return { kind: 'ds', ds: sortedDs(ds) };
}

const signalKey = (signal: CdsSignal) => (signal.kind === 'ds' ? `ds:${signal.ds.map(dsKey).join(',')}` : signal.kind);

/** Whether every server publishes the same (the same DS set, or all the delete record, or all nothing). */
export function signalsAgree(signals: readonly CdsSignal[]): boolean {
  return signals.length > 0 && signals.every((signal) => signalKey(signal) === signalKey(signals[0]!));
}

const dnskeysOf = (reply: DnsReply | null | undefined, zone: string): DnskeyRecord[] =>
  atApex(reply, zone, 'DNSKEY').map((record) => {
    const data = (record as { data: { flags: number; algorithm: number; key: Buffer } }).data;
    return { flags: data.flags, protocol: 3, algorithm: data.algorithm, publicKey: Buffer.from(data.key).toString('base64') };
  });
const rrsigsOver = (reply: DnsReply | null | undefined, zone: string, covered: string): RrsigRecord[] =>
  (reply?.answers ?? [])
    .filter((record) => record.type === 'RRSIG' && normalize(record.name) === zone)
    .map((record) => (record as { data: RrsigRecord }).data)
    .filter((signature) => signature.typeCovered === covered);

/**
 * Whether one server's CDS and CDNSKEY RRsets validate under `trusted` (RFC 7344 §4.1, RFC 8078
 * §3): each RRset it serves carries a valid RRSIG by a key of its DNSKEY RRset that a `trusted` DS
 * names (the DS at the registry; for a bootstrap, the CDS's own DS: the zone holds the key it
 * asks for). And every DS `wanted` names a key the zone serves, so the new DS breaks nothing.
 */
export function cdsValidates(
  zone: string,
  server: Pick<ServerReplies, 'dnskey' | 'cds' | 'cdnskey'>,
  trusted: readonly DsRecordData[],
  wanted: readonly DsRecordData[],
  now: Date,
): boolean {
  const apex = normalize(zone);
  const keys = dnskeysOf(server.dnskey, apex);
  const anchors = keys.filter((key) => trusted.some((ds) => dsMatches(apex, ds, key)));
  if (anchors.length === 0) return false;
  if (!wanted.every((ds) => keys.some((key) => dsMatches(apex, ds, key)))) return false;
  for (const [type, reply] of [
    ['CDS', server.cds],
    ['CDNSKEY', server.cdnskey],
  ] as const) {
    const rrset = atApex(reply, apex, type);
    if (rrset.length === 0) continue;
    const signatures = rrsigsOver(reply, apex, type);
    const valid = signatures.some((signature) => anchors.some((key) => key.algorithm === signature.algorithm && checkSignature(signature, rrset, key, now) === 'valid'));
    if (!valid) return false;
  }
  return true;
}

/** What the registry's DS should become. */
export type CdsAction =
  { kind: 'update'; before: DsRecordData[]; after: DsRecordData[] } | { kind: 'bootstrap'; after: DsRecordData[] } | { kind: 'delete'; before: DsRecordData[] };

export interface CdsDecision {
  state: CdsState;
  action: CdsAction | null;
  /** The owners are told: a bootstrap first seen (with the day it will be accepted). */
  tell: 'bootstrap-seen' | null;
}

export interface CdsInput {
  zone: string;
  /** The DS at the registry now. */
  ds: readonly DsRecordData[];
  /** Every name server the registry names, asked over TCP for DNSKEY, CDS and CDNSKEY. */
  servers: readonly Pick<ServerReplies, 'host' | 'dnskey' | 'cds' | 'cdnskey'>[];
  previous: CdsState | undefined;
  now: Date;
}

/**
 * One scan's decision (docs/decisions/cds-cdnskey.md):
 * - every server must answer and publish the same; otherwise nothing changes (`disagree`,
 *   `unanswered`), and a bootstrap under way starts again;
 * - with a DS at the registry the CDS must be signed by a key that DS names; then a new DS set
 *   replaces the old (`update`), and the delete record removes it (`delete`);
 * - without a DS (bootstrap), the same CDS, signed by a key it names, must be seen unchanged for
 *   3 days (`bootstrapWaitMs`) from its first sighting, when the owners are told; a CDS the
 *   owner refused is not taken.
 */
export function decideCds(input: CdsInput): CdsDecision {
  const { zone, now } = input;
  const at = now.toISOString();
  const kept = { ...(input.previous?.lastChange ? { lastChange: input.previous.lastChange } : {}) };
  const refused = input.previous?.refused;
  const keepRefused = refused ? { refused } : {};
  const decided = (state: Omit<CdsState, 'checkedAt'>, action: CdsAction | null = null, tell: CdsDecision['tell'] = null): CdsDecision => ({
    state: { ...state, checkedAt: at },
    action,
    tell,
  });

  const signals = input.servers.map((server) => cdsSignalOf(zone, server));
  if (signals.length === 0 || signals.some((signal) => signal.kind === 'unanswered')) {
    // Not every server could be read: nothing is decided, a bootstrap's wait goes on.
    return decided({ status: 'unanswered', ...kept, ...keepRefused, ...(input.previous?.pending ? { pending: input.previous.pending } : {}) });
  }
  if (!signalsAgree(signals) || signals[0]!.kind === 'inconsistent') {
    const detail = input.servers.map((server, index) => `${server.host}: ${describe(signals[index]!)}`).join('; ');
    return decided({ status: 'disagree', detail, ...kept, ...keepRefused });
  }
  const signal = signals[0]!;
  if (signal.kind === 'none') return decided({ status: 'none', ...kept });

  const current = sortedDs(input.ds);
  const validates = (trusted: readonly DsRecordData[], wanted: readonly DsRecordData[]) => input.servers.every((server) => cdsValidates(zone, server, trusted, wanted, now));

  if (signal.kind === 'delete') {
    // Nothing to remove: the servers ask for what is so.
    if (current.length === 0) return decided({ status: 'deleted', ...kept });
    if (!validates(current, [])) return decided({ status: 'invalid', ...kept });
    return decided({ status: 'deleted', lastChange: { at, change: 'deleted', before: current, after: [] } }, { kind: 'delete', before: current });
  }
  if (signal.kind !== 'ds') return decided({ status: 'disagree', ...kept });

  if (current.length > 0) {
    // What the registry has already: nothing to do (after a roll-over the CDS may still be signed by the old key only).
    if (sameDsSet(current, signal.ds)) return decided({ status: 'following', ...kept });
    if (!validates(current, signal.ds)) return decided({ status: 'invalid', ...kept });
    return decided({ status: 'following', lastChange: { at, change: 'updated', before: current, after: signal.ds } }, { kind: 'update', before: current, after: signal.ds });
  }

  // Bootstrap: no DS yet. The zone must hold (and sign with) a key its CDS names.
  if (!validates(signal.ds, signal.ds)) return decided({ status: 'invalid', ...kept });
  if (refused && sameDsSet(refused.ds, signal.ds)) return decided({ status: 'refused', ...kept, refused });
  const pending = input.previous?.pending;
  if (pending && sameDsSet(pending.ds, signal.ds)) {
    if (now.getTime() >= Date.parse(pending.acceptAt)) {
      return decided({ status: 'following', lastChange: { at, change: 'bootstrapped', before: [], after: signal.ds } }, { kind: 'bootstrap', after: signal.ds });
    }
    return decided({ status: 'pending', pending, ...kept });
  }
  const acceptAt = new Date(now.getTime() + bootstrapWaitMs).toISOString();
  return decided({ status: 'pending', pending: { ds: signal.ds, firstSeenAt: at, acceptAt }, ...kept }, null, 'bootstrap-seen');
}

function describe(signal: CdsSignal): string {
  switch (signal.kind) {
    case 'ds':
      return signal.ds.map((ds) => String(ds.keyTag)).join(' ');
    case 'delete':
      return '0 0 0 00';
    default:
      return '—';
  }
}

/** The owner refuses a bootstrap under way: that CDS is not taken (another one starts a new wait). */
export function refuseBootstrap(state: CdsState | undefined, by: string, now: Date): CdsState | null {
  if (!state?.pending) return null;
  const { pending: _pending, ...rest } = state;
  return { ...rest, status: 'refused', refused: { ds: state.pending.ds, at: now.toISOString(), by } };
}
