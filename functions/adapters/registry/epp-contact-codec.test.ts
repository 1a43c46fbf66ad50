import { describe, expect, it } from 'vitest';
import { buildResponse, contactNamespace, parseFrame, parseResponse, type EppCommand } from './epp-codec.ts';
import { buildContactCreate, buildContactUpdate, contactCreateData, parseContactCreateData, readContactCreate, readContactUpdate, streetLines } from './epp-contact-codec.ts';

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

// RFC 5733 §3.2.1
const rfcCreateCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <create>
C:      <contact:create
C:       xmlns:contact="urn:ietf:params:xml:ns:contact-1.0">
C:        <contact:id>sh8013</contact:id>
C:        <contact:postalInfo type="int">
C:          <contact:name>John Doe</contact:name>
C:          <contact:org>Example Inc.</contact:org>
C:          <contact:addr>
C:            <contact:street>123 Example Dr.</contact:street>
C:            <contact:street>Suite 100</contact:street>
C:            <contact:city>Dulles</contact:city>
C:            <contact:sp>VA</contact:sp>
C:            <contact:pc>20166-6503</contact:pc>
C:            <contact:cc>US</contact:cc>
C:          </contact:addr>
C:        </contact:postalInfo>
C:        <contact:voice x="1234">+1.7035555555</contact:voice>
C:        <contact:fax>+1.7035555556</contact:fax>
C:        <contact:email>jdoe@example.com</contact:email>
C:        <contact:authInfo>
C:          <contact:pw>2fooBAR</contact:pw>
C:        </contact:authInfo>
C:        <contact:disclose flag="0">
C:          <contact:voice/>
C:          <contact:email/>
C:        </contact:disclose>
C:      </contact:create>
C:    </create>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

const rfcCreateResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1000">
S:      <msg>Command completed successfully</msg>
S:    </result>
S:    <resData>
S:      <contact:creData
S:       xmlns:contact="urn:ietf:params:xml:ns:contact-1.0">
S:        <contact:id>sh8013</contact:id>
S:        <contact:crDate>1999-04-03T22:00:00.0Z</contact:crDate>
S:      </contact:creData>
S:    </resData>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54321-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

const johnDoe = {
  id: 'sh8013',
  name: 'John Doe',
  organization: 'Example Inc.',
  street: '123 Example Dr.\nSuite 100',
  city: 'Dulles',
  zip: '20166-6503',
  countryCode: 'US',
  email: 'jdoe@example.com',
  phone: '+1.7035555555',
};

describe('contact create (RFC 5733 §3.2.1)', () => {
  it('builds the RFC command with a UTF-8 (loc) postal info, without the state, fax and disclose the portal does not keep', () => {
    const expected = sample(rfcCreateCommand)
      .replace('type="int"', 'type="loc"')
      .replace('<contact:sp>VA</contact:sp>', '')
      .replace(' x="1234"', '')
      .replace('<contact:fax>+1.7035555556</contact:fax>', '')
      .replace(/<contact:disclose flag="0">.*<\/contact:disclose>/, '');
    expect(buildContactCreate(johnDoe, '2fooBAR', 'ABC-12345')).toBe(expected);
  });

  it('keeps Faroese letters and leaves out an absent organization, zip and phone', () => {
    const xml = buildContactCreate(
      { ...johnDoe, name: 'Jógvan á Dímun', organization: null, zip: '', phone: null, street: 'Gøtugjógv 1', countryCode: 'fo' },
      'pw-123456',
      'ABC-1',
    );
    expect(xml).toContain(
      '<contact:name>Jógvan á Dímun</contact:name><contact:addr><contact:street>Gøtugjógv 1</contact:street><contact:city>Dulles</contact:city><contact:cc>FO</contact:cc>',
    );
    expect(xml).not.toContain('contact:org');
    expect(xml).not.toContain('contact:voice');
  });

  it('reads the RFC command on the simulator side, and knows it is a contact command', () => {
    const read = readContactCreate(command(sample(rfcCreateCommand)));
    expect(read).toEqual({ contact: johnDoe, authInfo: '2fooBAR' });
    expect(command(sample(rfcCreateCommand)).objectNamespace).toBe(contactNamespace);
  });

  it('parses the creData response; builds it back byte for byte', () => {
    expect(parseContactCreateData(parseResponse(rfcCreateResponse.replace(/^S:/gm, '').trim()))).toEqual({ id: 'sh8013', createdAt: '1999-04-03T22:00:00.000Z' });
    expect(buildResponse({ code: 1000, clTRID: 'ABC-12345', svTRID: '54321-XYZ', resData: contactCreateData({ id: 'sh8013', createdAt: '1999-04-03T22:00:00.0Z' }) })).toBe(
      sample(rfcCreateResponse),
    );
  });
});

describe('contact update (RFC 5733 §3.2.5)', () => {
  it('changes every field, clearing an absent organization and phone with empty elements', () => {
    const xml = buildContactUpdate({ ...johnDoe, organization: null, phone: null }, 'ABC-1');
    expect(xml).toContain(
      '<contact:update xmlns:contact="urn:ietf:params:xml:ns:contact-1.0"><contact:id>sh8013</contact:id><contact:chg><contact:postalInfo type="loc"><contact:name>John Doe</contact:name><contact:org/><contact:addr>',
    );
    expect(xml).toContain('</contact:postalInfo><contact:voice/><contact:email>jdoe@example.com</contact:email></contact:chg>');
    expect(readContactUpdate(command(xml))).toEqual({
      id: 'sh8013',
      changes: { name: 'John Doe', organization: null, street: johnDoe.street, city: 'Dulles', zip: '20166-6503', countryCode: 'US', phone: null, email: 'jdoe@example.com' },
    });
  });
});

describe('street lines', () => {
  it('keeps at most three lines (the schema), joining the rest into the third', () => {
    expect(streetLines(' Gøta \r\n\n Box 7 ')).toEqual(['Gøta', 'Box 7']);
    expect(streetLines('a\nb\nc\nd\ne')).toEqual(['a', 'b', 'c, d, e']);
  });
});
