/**
 * RFC 3597's generic form in a zone file: `TYPEnnn` for a type, `CLASSnnn` for a class and
 * `\# <length> <hex>` for the data. The data is the record's wire format; for the types we
 * support it is turned back into the words a zone file would say, so the usual parsing and
 * validation apply to it.
 */

/** A word of record data: quoted ones are character-strings (TXT, the CAA value). */
export interface RdataWord {
  text: string;
  quoted: boolean;
}

/** The types a zone file may name by number: ours, and the host's (which an import leaves alone). */
const typesByNumber: Record<number, string> = {
  1: 'A',
  2: 'NS',
  5: 'CNAME',
  6: 'SOA',
  15: 'MX',
  16: 'TXT',
  28: 'AAAA',
  33: 'SRV',
  46: 'RRSIG',
  47: 'NSEC',
  48: 'DNSKEY',
  50: 'NSEC3',
  51: 'NSEC3PARAM',
  59: 'CDS',
  60: 'CDNSKEY',
  257: 'CAA',
};
const classesByNumber: Record<number, string> = { 1: 'IN', 2: 'CS', 3: 'CH', 4: 'HS' };

/** `TYPE257` → `CAA`; another text is the mnemonic itself. Null for a number we do not know. */
export function typeMnemonic(text: string): string | null {
  const upper = text.toUpperCase();
  const generic = /^TYPE(\d{1,5})$/.exec(upper);
  return generic ? (typesByNumber[Number(generic[1])] ?? null) : upper;
}

/** `CLASS1` → `IN`; another text the mnemonic. A class number we do not know stays `CLASSnnn` (not IN). */
export const classMnemonic = (text: string): string => {
  const upper = text.toUpperCase();
  const generic = /^CLASS(\d{1,5})$/.exec(upper);
  return generic ? (classesByNumber[Number(generic[1])] ?? upper) : upper;
};

/** The words after `\#`: the length in octets, then the data in hex (in as many words as liked). */
export function genericOctets(words: readonly RdataWord[]): { octets: Uint8Array } | { problem: string } {
  const [length, ...data] = words;
  if (!length || length.quoted || !/^\d+$/.test(length.text)) return { problem: 'validation.zone_generic_rdata' };
  const hex = data.map((word) => word.text).join('');
  if (data.some((word) => word.quoted) || !/^([0-9a-f]{2})*$/i.test(hex)) return { problem: 'validation.zone_generic_hex' };
  if (hex.length / 2 !== Number(length.text)) return { problem: 'validation.zone_generic_length' };
  return { octets: Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)) };
}

/** Reads wire-format RDATA front to back; every read answers null when the data runs out. */
class WireReader {
  private at = 0;
  constructor(private readonly octets: Uint8Array) {}

  get done(): boolean {
    return this.at === this.octets.length;
  }

  bytes(count: number): Uint8Array | null {
    if (this.at + count > this.octets.length) return null;
    this.at += count;
    return this.octets.subarray(this.at - count, this.at);
  }

  uint8(): number | null {
    return this.bytes(1)?.[0] ?? null;
  }

  uint16(): number | null {
    const pair = this.bytes(2);
    return pair ? (pair[0]! << 8) | pair[1]! : null;
  }

  rest(): Uint8Array {
    return this.bytes(this.octets.length - this.at)!;
  }

  /** A name, uncompressed (RFC 3597 §4 allows no compression here), absolute with its dot. */
  name(): string | null {
    const labels: string[] = [];
    for (let length = this.uint8(); length !== 0; length = this.uint8()) {
      // 64–255 are compression pointers and reserved label types.
      if (length === null || length > 63) return null;
      const label = this.bytes(length);
      // A dot or a blank inside a label would need escapes our names never have.
      if (!label || label.some((octet) => octet <= 0x20 || octet >= 0x7f || octet === 0x2e)) return null;
      labels.push(String.fromCharCode(...label));
    }
    return `${labels.join('.')}.`;
  }

  /** A character-string (RFC 1035 §3.3): a length octet, then that many octets of UTF-8. */
  characterString(): string | null {
    const length = this.uint8();
    const octets = length === null ? null : this.bytes(length);
    return octets ? utf8(octets) : null;
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const utf8 = (octets: Uint8Array): string | null => {
  try {
    return decoder.decode(octets);
  } catch {
    return null;
  }
};

const word = (text: string | number): RdataWord => ({ text: String(text), quoted: false });
const quoted = (text: string): RdataWord => ({ text, quoted: true });

/** `[0x20, 0x01, 0x0d, 0xb8, …]` → `2001:db8::1` (RFC 5952's form, as the URL parser writes it). */
function ipv6(octets: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, index) => ((octets[index * 2]! << 8) | octets[index * 2 + 1]!).toString(16));
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1);
}

/** Every character-string of a TXT record's data (at least one, RFC 1035 §3.3.14). */
function characterStrings(reader: WireReader): RdataWord[] | null {
  const strings: RdataWord[] = [];
  while (!reader.done) {
    const text = reader.characterString();
    if (text === null) return null;
    strings.push(quoted(text));
  }
  return strings.length > 0 ? strings : null;
}

/** CAA (RFC 8659 §4.1): flags, a tag of 1–15 octets after its length, the value to the end. */
function caaWords(reader: WireReader): RdataWord[] | null {
  const flags = reader.uint8();
  const tagLength = reader.uint8();
  if (flags === null || tagLength === null || tagLength < 1 || tagLength > 15) return null;
  const tag = reader.bytes(tagLength);
  const value = tag ? utf8(reader.rest()) : null;
  return tag && value !== null ? [word(flags), word(String.fromCharCode(...tag)), quoted(value)] : null;
}

/** The fields of one type, read in order; null when the data does not hold them. */
function fieldsOf(type: string, reader: WireReader): (RdataWord | null)[] | null {
  const number = (value: number | null) => (value === null ? null : word(value));
  const name = () => {
    const text = reader.name();
    return text === null ? null : word(text);
  };
  switch (type) {
    case 'A': {
      const address = reader.bytes(4);
      return [address ? word(address.join('.')) : null];
    }
    case 'AAAA': {
      const address = reader.bytes(16);
      return [address ? word(ipv6(address)) : null];
    }
    case 'NS':
    case 'CNAME':
      return [name()];
    case 'MX':
      return [number(reader.uint16()), name()];
    case 'SRV':
      return [number(reader.uint16()), number(reader.uint16()), number(reader.uint16()), name()];
    case 'TXT':
      return characterStrings(reader);
    case 'CAA':
      return caaWords(reader);
    default:
      return null;
  }
}

/**
 * The words a zone file would say for wire-format RDATA of `type` (one we support), or null
 * when the data is not a record of that type: too short, too long, a compressed name, text
 * that is not UTF-8.
 */
export function presentationOf(type: string, octets: Uint8Array): RdataWord[] | null {
  const reader = new WireReader(octets);
  const fields = fieldsOf(type, reader);
  if (!fields || !reader.done || fields.some((field) => field === null)) return null;
  return fields as RdataWord[];
}
