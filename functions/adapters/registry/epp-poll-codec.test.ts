import { describe, expect, it } from 'vitest';
import { buildResponse, EppProtocolError, parseFrame, parseResponse, type EppCommand } from './epp-codec.ts';
import { domainTransferData } from './epp-domain-codec.ts';
import { buildPollAcknowledge, buildPollRequest, parsePollAcknowledgeData, parsePollData, readPoll } from './epp-poll-codec.ts';

const sample = (text: string) =>
  text
    .replace(/^\s*[CS]:/gm, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();

function command(xml: string): EppCommand {
  const frame = parseFrame(xml);
  if (frame.kind !== 'command') throw new Error(`not a command: ${frame.kind}`);
  return frame.command;
}

// RFC 5730 §2.9.2.3
const rfcPollRequest = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <poll op="req"/>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

/** The RFC's response, with its generic `obj:` mapping replaced by the domain mapping it stands for. */
const rfcPollResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1301">
S:      <msg>Command completed successfully; ack to dequeue</msg>
S:    </result>
S:    <msgQ count="5" id="12345">
S:      <qDate>2000-06-08T22:00:00.0Z</qDate>
S:      <msg>Transfer requested.</msg>
S:    </msgQ>
S:    <resData>
S:      <domain:trnData
S:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
S:        <domain:name>example.com</domain:name>
S:        <domain:trStatus>pending</domain:trStatus>
S:        <domain:reID>ClientX</domain:reID>
S:        <domain:reDate>2000-06-08T22:00:00.0Z</domain:reDate>
S:        <domain:acID>ClientY</domain:acID>
S:        <domain:acDate>2000-06-13T22:00:00.0Z</domain:acDate>
S:        <domain:exDate>2002-09-08T22:00:00.0Z</domain:exDate>
S:      </domain:trnData>
S:    </resData>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54321-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

const rfcPollAcknowledge = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <poll op="ack" msgID="12345"/>
C:    <clTRID>ABC-12346</clTRID>
C:  </command>
C:</epp>`;

const rfcPollAcknowledgeResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1000">
S:      <msg>Command completed successfully</msg>
S:    </result>
S:    <msgQ count="4" id="12345"/>
S:    <trID>
S:      <clTRID>ABC-12346</clTRID>
S:      <svTRID>54322-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

const rfcPollEmpty = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1300">
S:      <msg>Command completed successfully; no messages</msg>
S:    </result>
S:    <trID>
S:      <clTRID>ABC-12346</clTRID>
S:      <svTRID>54321-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

const transfer = {
  name: 'example.com',
  status: 'pending' as const,
  requestingRegistrar: 'ClientX',
  requestedAt: '2000-06-08T22:00:00.000Z',
  actingRegistrar: 'ClientY',
  actionAt: '2000-06-13T22:00:00.000Z',
  expiresAt: '2002-09-08T22:00:00.000Z',
};

describe('poll (RFC 5730 §2.9.2.3)', () => {
  it('builds and reads the request and the acknowledgement', () => {
    expect(buildPollRequest('ABC-12345')).toBe(sample(rfcPollRequest));
    expect(buildPollAcknowledge('12345', 'ABC-12346')).toBe(sample(rfcPollAcknowledge));
    expect(readPoll(command(sample(rfcPollRequest)))).toEqual({ operation: 'req', messageId: null });
    expect(readPoll(command(sample(rfcPollAcknowledge)))).toEqual({ operation: 'ack', messageId: '12345' });
  });

  it('parses a message with its transfer data, as printed', () => {
    expect(parsePollData(parseResponse(rfcPollResponse.replace(/^S:/gm, '').trim()))).toEqual({
      id: '12345',
      queuedAt: '2000-06-08T22:00:00.000Z',
      text: 'Transfer requested.',
      domain: 'example.com',
      transfer,
      info: null,
    });
  });

  it("parses a message of the registry's own change with the domain after it (<domain:infData>)", () => {
    const infData = `<resData><domain:infData xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:name>dømi.fo</domain:name><domain:roid>D000001-FOSIM</domain:roid><domain:status s="serverHold"/><domain:registrant>OK-1</domain:registrant><domain:clID>okisnavn</domain:clID><domain:crDate>2026-01-01T00:00:00.0Z</domain:crDate><domain:exDate>2027-01-01T00:00:00.0Z</domain:exDate></domain:infData></resData>`;
    const response = sample(rfcPollResponse)
      .replace(/<resData>.*<\/resData>/, infData)
      .replace('<msg>Transfer requested.</msg>', '<msg>domain.status_changed: Statuses of dømi.fo changed: serverHold.</msg>');
    expect(parsePollData(parseResponse(response))).toMatchObject({
      id: '12345',
      text: 'domain.status_changed: Statuses of dømi.fo changed: serverHold.',
      domain: 'dømi.fo',
      transfer: null,
      info: { name: 'dømi.fo', statuses: ['serverHold'], registrantId: 'OK-1', registrar: 'okisnavn', expiresAt: '2027-01-01T00:00:00.000Z' },
    });
  });

  it('builds the 1301, ack and 1300 responses byte for byte', () => {
    expect(
      buildResponse({
        code: 1301,
        clTRID: 'ABC-12345',
        svTRID: '54321-XYZ',
        msgQ: { count: 5, id: '12345', queuedAt: '2000-06-08T22:00:00.0Z', text: 'Transfer requested.' },
        resData: domainTransferData({ ...transfer, requestedAt: '2000-06-08T22:00:00.0Z', actionAt: '2000-06-13T22:00:00.0Z', expiresAt: '2002-09-08T22:00:00.0Z' }),
      }),
    ).toBe(sample(rfcPollResponse));
    expect(buildResponse({ code: 1000, clTRID: 'ABC-12346', svTRID: '54322-XYZ', msgQ: { count: 4, id: '12345' } })).toBe(sample(rfcPollAcknowledgeResponse));
    expect(buildResponse({ code: 1300, clTRID: 'ABC-12346', svTRID: '54321-XYZ' })).toBe(sample(rfcPollEmpty));
  });

  it('answers null for an empty queue and the count left after an acknowledgement', () => {
    expect(parsePollData(parseResponse(sample(rfcPollEmpty)))).toBeNull();
    expect(parsePollAcknowledgeData(parseResponse(sample(rfcPollAcknowledgeResponse)))).toEqual({ remaining: 4 });
  });

  it('reads a message without object data (a notice), and refuses a 1301 without msgQ', () => {
    const notice = sample(rfcPollResponse).replace(/<resData>.*<\/resData>/, '');
    expect(parsePollData(parseResponse(notice))).toMatchObject({ id: '12345', domain: null, transfer: null });
    expect(() => parsePollData(parseResponse(sample(rfcPollResponse).replace(/<msgQ.*<\/msgQ>/, '')))).toThrow(EppProtocolError);
  });
});
