import dnsPacket from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { decodeAnswer, encodeSoaQuery } from './soa-message.ts';

/** Our two messages against an independent DNS codec (dns-packet). */
describe('SOA query', () => {
  it('is a standard query for the SOA of the zone, class IN, without recursion', () => {
    expect(dnsPacket.decode(encodeSoaQuery('Example.FO.', 4711))).toMatchObject({
      id: 4711,
      type: 'query',
      flag_rd: false,
      questions: [{ name: 'Example.FO', type: 'SOA', class: 'IN' }],
      answers: [],
    });
  });

  it('refuses labels longer than 63 octets', () => {
    expect(() => encodeSoaQuery(`${'a'.repeat(64)}.fo`, 1)).toThrow(/label/);
  });
});

describe('reading an answer', () => {
  const soa = { mname: 'ns1.example.fo', rname: 'hostmaster.example.fo', serial: 1, refresh: 3600, retry: 600, expire: 86400, minimum: 300 };

  it('reads id, flags, rcode and the answer names (compressed ones too) and types', () => {
    const message = dnsPacket.encode({
      type: 'response',
      id: 99,
      flags: dnsPacket.AUTHORITATIVE_ANSWER,
      questions: [{ type: 'SOA', name: 'example.fo' }],
      answers: [
        { type: 'SOA', name: 'Example.fo', ttl: 60, data: soa },
        { type: 'A', name: 'www.example.fo', ttl: 60, data: '192.0.2.1' },
      ],
    });
    expect(decodeAnswer(message)).toEqual({
      id: 99,
      isResponse: true,
      authoritative: true,
      rcode: 0,
      answers: [
        { name: 'example.fo', type: 6, isSoa: true },
        { name: 'www.example.fo', type: 1, isSoa: false },
      ],
    });
  });

  it('reads a refusal without the AA flag', () => {
    const message = dnsPacket.encode({ type: 'response', id: 7, flags: 5, questions: [{ type: 'SOA', name: 'example.fo' }] });
    expect(decodeAnswer(message)).toMatchObject({ id: 7, isResponse: true, authoritative: false, rcode: 5, answers: [] });
  });

  it('throws on truncated messages and pointer loops', () => {
    const message = dnsPacket.encode({
      type: 'response',
      id: 1,
      flags: 0,
      questions: [{ type: 'SOA', name: 'example.fo' }],
      answers: [{ type: 'A', name: 'example.fo', data: '192.0.2.1' }],
    });
    expect(() => decodeAnswer(message.subarray(0, message.length - 2))).toThrow(/Truncated/);
    // Header with one question whose name points at itself.
    const loop = Buffer.from([0, 1, 0x80, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0xc0, 12, 0, 6, 0, 1]);
    expect(() => decodeAnswer(loop)).toThrow(/loop/);
  });
});
