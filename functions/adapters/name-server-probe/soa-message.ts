/**
 * The two DNS messages the name-server probe needs (RFC 1035 §4): an SOA query, and enough of
 * the answer to judge it (id, QR, AA, RCODE, the answer records' names and types). Written here
 * rather than with a DNS library: it is all the probe reads, and it keeps the domains Lambda small.
 */

const typeSoa = 6;
const classIn = 1;
const flagResponse = 0x8000;
const flagAuthoritative = 0x0400;

/** `example.fo` as labels, each after its length, ending in the root (RFC 1035 §3.1). */
function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  const parts: Buffer[] = [];
  for (const label of labels) {
    const bytes = Buffer.from(label, 'ascii');
    if (bytes.length === 0 || bytes.length > 63) throw new Error(`Not a DNS label: ${label}`);
    parts.push(Buffer.from([bytes.length]), bytes);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

/** The query for a zone's SOA, class IN, one question, recursion not desired. */
export function encodeSoaQuery(zone: string, id: number): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  header.writeUInt16BE(0, 2); // standard query, RD off
  header.writeUInt16BE(1, 4); // QDCOUNT
  const question = Buffer.alloc(4);
  question.writeUInt16BE(typeSoa, 0);
  question.writeUInt16BE(classIn, 2);
  return Buffer.concat([header, encodeName(zone), question]);
}

export interface DnsAnswerSummary {
  id: number;
  isResponse: boolean;
  authoritative: boolean;
  /** 0 NOERROR, 3 NXDOMAIN, 5 REFUSED, … */
  rcode: number;
  /** The answer section: owner names (lower-case, no final dot) and types. */
  answers: { name: string; type: number; isSoa: boolean }[];
}

class Reader {
  constructor(
    readonly message: Buffer,
    public offset = 0,
  ) {}

  need(bytes: number, at = this.offset): void {
    if (at + bytes > this.message.length) throw new Error('Truncated DNS message');
  }

  uint16(): number {
    this.need(2);
    const value = this.message.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  skip(bytes: number): void {
    this.need(bytes);
    this.offset += bytes;
  }

  /** A name, following compression pointers (RFC 1035 §4.1.4) with a bound against loops. */
  name(): string {
    const labels: string[] = [];
    let at = this.offset;
    let jumped = false;
    for (let steps = 0; ; steps += 1) {
      if (steps > 128) throw new Error('DNS name pointer loop');
      this.need(1, at);
      const length = this.message[at]!;
      if ((length & 0xc0) === 0xc0) {
        this.need(2, at);
        if (!jumped) this.offset = at + 2;
        jumped = true;
        at = ((length & 0x3f) << 8) | this.message[at + 1]!;
        continue;
      }
      if (length > 63) throw new Error('Bad DNS label length');
      if (length === 0) {
        if (!jumped) this.offset = at + 1;
        return labels.join('.').toLowerCase();
      }
      this.need(1 + length, at);
      labels.push(this.message.toString('latin1', at + 1, at + 1 + length));
      at += 1 + length;
    }
  }
}

/** Reads an answer; throws on a message that is not well-formed DNS. */
export function decodeAnswer(message: Buffer): DnsAnswerSummary {
  const reader = new Reader(message);
  const id = reader.uint16();
  const flags = reader.uint16();
  const questions = reader.uint16();
  const answerCount = reader.uint16();
  reader.skip(4); // NSCOUNT, ARCOUNT
  for (let index = 0; index < questions; index += 1) {
    reader.name();
    reader.skip(4);
  }
  const answers: DnsAnswerSummary['answers'] = [];
  for (let index = 0; index < answerCount; index += 1) {
    const name = reader.name();
    const type = reader.uint16();
    reader.skip(6); // class, TTL
    reader.skip(reader.uint16()); // RDATA
    answers.push({ name, type, isSoa: type === typeSoa });
  }
  return { id, isResponse: (flags & flagResponse) !== 0, authoritative: (flags & flagAuthoritative) !== 0, rcode: flags & 0xf, answers };
}
