import { describe, expect, it } from 'vitest';
import {
  buildDomainCheck,
  buildGreeting,
  buildHello,
  buildLogin,
  buildLogout,
  buildResponse,
  domainCheckData,
  encodeFrame,
  EppProtocolError,
  FrameReader,
  parseDomainCheckData,
  parseFrame,
  parseGreeting,
  parseResponse,
  readDomainCheckNames,
  readLogin,
} from './epp-codec.ts';

/** An RFC example without its `C:`/`S:` margins and the whitespace between elements. */
const sample = (text: string) =>
  text
    .replace(/^\s*[CS]:/gm, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();

// RFC 5730 §2.4
const rfcGreeting = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <greeting>
S:    <svID>Example EPP server epp.example.com</svID>
S:    <svDate>2000-06-08T22:00:00.0Z</svDate>
S:    <svcMenu>
S:      <version>1.0</version>
S:      <lang>en</lang>
S:      <lang>fr</lang>
S:      <objURI>urn:ietf:params:xml:ns:obj1</objURI>
S:      <objURI>urn:ietf:params:xml:ns:obj2</objURI>
S:      <objURI>urn:ietf:params:xml:ns:obj3</objURI>
S:      <svcExtension>
S:        <extURI>http://custom/obj1ext-1.0</extURI>
S:      </svcExtension>
S:    </svcMenu>
S:    <dcp>
S:      <access><all/></access>
S:      <statement>
S:        <purpose><admin/><prov/></purpose>
S:        <recipient><ours/><public/></recipient>
S:        <retention><stated/></retention>
S:      </statement>
S:    </dcp>
S:  </greeting>
S:</epp>`;

// RFC 5731 §3.1.1
const rfcCheckCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <check>
C:      <domain:check
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:        <domain:name>example.net</domain:name>
C:        <domain:name>example.org</domain:name>
C:      </domain:check>
C:    </check>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

const rfcCheckResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1000">
S:      <msg>Command completed successfully</msg>
S:    </result>
S:    <resData>
S:      <domain:chkData
S:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
S:        <domain:cd>
S:          <domain:name avail="1">example.com</domain:name>
S:        </domain:cd>
S:        <domain:cd>
S:          <domain:name avail="0">example.net</domain:name>
S:          <domain:reason>In use</domain:reason>
S:        </domain:cd>
S:        <domain:cd>
S:          <domain:name avail="1">example.org</domain:name>
S:        </domain:cd>
S:      </domain:chkData>
S:    </resData>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54322-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

// RFC 5730 §2.6 (an error response with two results)
const rfcErrorResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="2004">
S:      <msg>Parameter value range error</msg>
S:      <value xmlns:obj="urn:ietf:params:xml:ns:obj">
S:        <obj:elem1>2525</obj:elem1>
S:      </value>
S:    </result>
S:    <result code="2005">
S:      <msg>Parameter value syntax error</msg>
S:      <value xmlns:obj="urn:ietf:params:xml:ns:obj">
S:        <obj:elem2>ex(ample</obj:elem2>
S:      </value>
S:      <extValue>
S:        <value xmlns:obj="urn:ietf:params:xml:ns:obj">
S:          <obj:elem3>abc.ex(ample</obj:elem3>
S:        </value>
S:        <reason>Invalid character found.</reason>
S:      </extValue>
S:    </result>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54322-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

// RFC 5730 §2.9.1.1 (with this client's objects and extensions)
const rfcLogin = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <login>
C:      <clID>ClientX</clID>
C:      <pw>foo-BAR2</pw>
C:      <newPW>bar-FOO2</newPW>
C:      <options>
C:        <version>1.0</version>
C:        <lang>en</lang>
C:      </options>
C:      <svcs>
C:        <objURI>urn:ietf:params:xml:ns:domain-1.0</objURI>
C:        <objURI>urn:ietf:params:xml:ns:host-1.0</objURI>
C:        <objURI>urn:ietf:params:xml:ns:contact-1.0</objURI>
C:        <svcExtension>
C:          <extURI>urn:ietf:params:xml:ns:secDNS-1.1</extURI>
C:          <extURI>urn:ietf:params:xml:ns:rgp-1.0</extURI>
C:        </svcExtension>
C:      </svcs>
C:    </login>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

describe('EPP codec against the RFC sample frames', () => {
  it('builds the RFC 5731 check command byte for byte (modulo whitespace)', () => {
    expect(buildDomainCheck(['example.com', 'example.net', 'example.org'], 'ABC-12345')).toBe(sample(rfcCheckCommand));
  });

  it('parses the RFC 5731 check command (simulator side)', () => {
    const frame = parseFrame(sample(rfcCheckCommand));
    expect(frame.kind).toBe('command');
    if (frame.kind !== 'command') return;
    expect(frame.command.name).toBe('check');
    expect(frame.command.clTRID).toBe('ABC-12345');
    expect(readDomainCheckNames(frame.command)).toEqual(['example.com', 'example.net', 'example.org']);
  });

  it('parses the RFC 5731 check response, as printed (with its whitespace)', () => {
    const response = parseResponse(rfcCheckResponse.replace(/^S:/gm, '').trim());
    expect(response).toMatchObject({ code: 1000, message: 'Command completed successfully', clTRID: 'ABC-12345', svTRID: '54322-XYZ' });
    expect(parseDomainCheckData(response)).toEqual([
      { name: 'example.com', available: true, reason: null },
      { name: 'example.net', available: false, reason: 'In use' },
      { name: 'example.org', available: true, reason: null },
    ]);
  });

  it('builds the RFC 5731 check response (simulator side)', () => {
    const xml = buildResponse({
      code: 1000,
      clTRID: 'ABC-12345',
      svTRID: '54322-XYZ',
      resData: domainCheckData([
        { name: 'example.com', available: true, reason: null },
        { name: 'example.net', available: false, reason: 'In use' },
        { name: 'example.org', available: true, reason: null },
      ]),
    });
    expect(xml).toBe(sample(rfcCheckResponse));
  });

  it('parses and builds the RFC 5730 greeting', () => {
    const greeting = parseGreeting(rfcGreeting.replace(/^S:/gm, '').trim());
    expect(greeting).toEqual({
      serverId: 'Example EPP server epp.example.com',
      serverDate: '2000-06-08T22:00:00.0Z',
      versions: ['1.0'],
      languages: ['en', 'fr'],
      objectUris: ['urn:ietf:params:xml:ns:obj1', 'urn:ietf:params:xml:ns:obj2', 'urn:ietf:params:xml:ns:obj3'],
      extensionUris: ['http://custom/obj1ext-1.0'],
    });
    expect(buildGreeting(greeting)).toBe(sample(rfcGreeting));
  });

  it('parses every result of the RFC 5730 error response', () => {
    const response = parseResponse(sample(rfcErrorResponse));
    expect(response.code).toBe(2004);
    expect(response.results).toEqual([
      { code: 2004, message: 'Parameter value range error' },
      { code: 2005, message: 'Parameter value syntax error' },
    ]);
    expect(response.svTRID).toBe('54322-XYZ');
  });

  it('builds the RFC 5730 login with version 1.0, lang en, domain/host/contact and secDNS/rgp', () => {
    expect(buildLogin({ clientId: 'ClientX', password: 'foo-BAR2', newPassword: 'bar-FOO2', clTRID: 'ABC-12345' })).toBe(sample(rfcLogin));
    const frame = parseFrame(buildLogin({ clientId: 'ClientX', password: 'a&b<c>"d\'e', clTRID: 'ABC-1' }));
    if (frame.kind !== 'command') throw new Error('not a command');
    expect(readLogin(frame.command)).toMatchObject({ clientId: 'ClientX', password: 'a&b<c>"d\'e' });
  });

  it('builds hello and logout as in RFC 5730 §2.3 and §2.9.1.2', () => {
    expect(buildHello()).toBe('<?xml version="1.0" encoding="UTF-8" standalone="no"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><hello/></epp>');
    expect(buildLogout('ABC-12345')).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><command><logout/><clTRID>ABC-12345</clTRID></command></epp>',
    );
    expect(parseFrame(buildHello())).toEqual({ kind: 'hello' });
  });

  it('reads a response whose domain prefix is not "domain"', () => {
    const xml = sample(rfcCheckResponse).replaceAll('domain:', 'd:').replace('xmlns:domain=', 'xmlns:d=');
    expect(parseDomainCheckData(parseResponse(xml)).map((item) => item.available)).toEqual([true, false, true]);
  });

  it('knows which object a command is about, wherever its namespace is declared (simulator side)', () => {
    const namespaceOf = (xml: string) => {
      const frame = parseFrame(xml);
      return frame.kind === 'command' ? frame.command.objectNamespace : undefined;
    };
    const domain = 'urn:ietf:params:xml:ns:domain-1.0';
    const contact = 'urn:ietf:params:xml:ns:contact-1.0';
    expect(namespaceOf(sample(rfcCheckCommand))).toBe(domain);
    expect(namespaceOf(`<epp xmlns="urn:ietf:params:xml:ns:epp-1.0" xmlns:c="${contact}"><command><check><c:check><c:id>sh8013</c:id></c:check></check></command></epp>`)).toBe(
      contact,
    );
    expect(namespaceOf(`<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><command><info><info xmlns="${domain}"><name>x.fo</name></info></info></command></epp>`)).toBe(domain);
    expect(namespaceOf(buildLogin({ clientId: 'ClientX', password: 'foo-BAR2', clTRID: 'ABC-1' }))).toBeUndefined();
  });

  it('refuses what is not EPP', () => {
    expect(() => parseFrame('<html/>')).toThrow(EppProtocolError);
    expect(() => parseFrame('<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><trID><svTRID>x</svTRID></trID></response></epp>')).toThrow(EppProtocolError);
  });
});

describe('EPP framing (RFC 5734 §4)', () => {
  const frames = [buildHello(), buildDomainCheck(['føroyar.fo', 'a.fo'], 'ABC-1'), buildLogout('ABC-2')];

  it('prefixes the total length (including the 4 bytes) in network order', () => {
    const encoded = encodeFrame('<epp/>');
    expect(encoded.readUInt32BE(0)).toBe(4 + 6);
    expect(encoded.subarray(4).toString()).toBe('<epp/>');
    // The length counts bytes, not characters.
    expect(encodeFrame('ø').readUInt32BE(0)).toBe(6);
  });

  it('reads coalesced frames from one chunk', () => {
    const reader = new FrameReader();
    expect(reader.push(Buffer.concat(frames.map(encodeFrame)))).toEqual(frames);
    expect(reader.pendingBytes).toBe(0);
  });

  it('reads frames split at every byte, across the length prefix and inside UTF-8 characters', () => {
    const reader = new FrameReader();
    const bytes = Buffer.concat(frames.map(encodeFrame));
    const read: string[] = [];
    for (let index = 0; index < bytes.length; index += 1) read.push(...reader.push(bytes.subarray(index, index + 1)));
    expect(read).toEqual(frames);
  });

  it('reads frames split at random points and a tail that starts the next frame', () => {
    const reader = new FrameReader();
    const bytes = Buffer.concat(frames.map(encodeFrame));
    const cut1 = encodeFrame(frames[0]!).length + 2;
    const cut2 = bytes.length - 7;
    expect(reader.push(bytes.subarray(0, cut1))).toEqual([frames[0]]);
    expect(reader.push(bytes.subarray(cut1, cut2))).toEqual([frames[1]]);
    expect(reader.pendingBytes).toBeGreaterThan(0);
    expect(reader.push(bytes.subarray(cut2))).toEqual([frames[2]]);
  });

  it('refuses impossible lengths', () => {
    const header = Buffer.alloc(4);
    header.writeUInt32BE(3, 0);
    expect(() => new FrameReader().push(header)).toThrow(EppProtocolError);
    header.writeUInt32BE(0xffffffff, 0);
    expect(() => new FrameReader().push(header)).toThrow(EppProtocolError);
  });
});
