import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildResponse, EppProtocolError, parseFrame, parseResponse, type EppCommand } from './epp-codec.ts';
import {
  buildDomainCreate,
  buildDomainDelete,
  buildDomainInfo,
  buildDomainRenew,
  buildDomainTransfer,
  buildDomainUpdate,
  domainCreateData,
  domainInfoData,
  domainRenewData,
  domainTransferData,
  parseDomainCreateData,
  parseDomainInfoData,
  parseDomainRenewData,
  parseDomainTransferData,
  readDomainCreate,
  readDomainDelete,
  readDomainInfo,
  readDomainRenew,
  readDomainTransfer,
  readDomainUpdate,
  secDnsInfoData,
} from './epp-domain-codec.ts';

/** An RFC example without its `C:`/`S:` margins and the whitespace between elements. */
const sample = (text: string) =>
  text
    .replace(/^\s*[CS]:/gm, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/ (\/?>)/g, '$1')
    .trim();

function command(xml: string): EppCommand {
  const frame = parseFrame(xml);
  if (frame.kind !== 'command') throw new Error(`not a command: ${frame.kind}`);
  return frame.command;
}

// RFC 5731 §3.1.2 (info command and response), with the RFC 5910 §5.1.2 dsData extension.
const rfcInfoCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <info>
C:      <domain:info
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name hosts="all">example.com</domain:name>
C:        <domain:authInfo>
C:          <domain:pw>2fooBAR</domain:pw>
C:        </domain:authInfo>
C:      </domain:info>
C:    </info>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

const rfcInfoResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1000">
S:      <msg>Command completed successfully</msg>
S:    </result>
S:    <resData>
S:      <domain:infData
S:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
S:        <domain:name>example.com</domain:name>
S:        <domain:roid>EXAMPLE1-REP</domain:roid>
S:        <domain:status s="ok"/>
S:        <domain:registrant>jd1234</domain:registrant>
S:        <domain:contact type="admin">sh8013</domain:contact>
S:        <domain:contact type="tech">sh8013</domain:contact>
S:        <domain:ns>
S:          <domain:hostObj>ns1.example.com</domain:hostObj>
S:          <domain:hostObj>ns1.example.net</domain:hostObj>
S:        </domain:ns>
S:        <domain:host>ns1.example.com</domain:host>
S:        <domain:host>ns2.example.com</domain:host>
S:        <domain:clID>ClientX</domain:clID>
S:        <domain:crID>ClientY</domain:crID>
S:        <domain:crDate>1999-04-03T22:00:00.0Z</domain:crDate>
S:        <domain:upID>ClientX</domain:upID>
S:        <domain:upDate>1999-12-03T09:00:00.0Z</domain:upDate>
S:        <domain:exDate>2005-04-03T22:00:00.0Z</domain:exDate>
S:        <domain:trDate>2000-04-08T09:00:00.0Z</domain:trDate>
S:        <domain:authInfo>
S:          <domain:pw>2fooBAR</domain:pw>
S:        </domain:authInfo>
S:      </domain:infData>
S:    </resData>
S:    <extension>
S:      <secDNS:infData
S:       xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1">
S:        <secDNS:dsData>
S:          <secDNS:keyTag>12345</secDNS:keyTag>
S:          <secDNS:alg>3</secDNS:alg>
S:          <secDNS:digestType>1</secDNS:digestType>
S:          <secDNS:digest>49FD46E6C4B45C55D4AC</secDNS:digest>
S:        </secDNS:dsData>
S:      </secDNS:infData>
S:    </extension>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54322-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

// RFC 5731 §3.2.1 (create), with host attributes as this client sends them (RFC 5731 §1.1).
const rfcCreateCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <create>
C:      <domain:create
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:        <domain:period unit="y">2</domain:period>
C:        <domain:ns>
C:          <domain:hostObj>ns1.example.net</domain:hostObj>
C:          <domain:hostObj>ns2.example.net</domain:hostObj>
C:        </domain:ns>
C:        <domain:registrant>jd1234</domain:registrant>
C:        <domain:contact type="admin">sh8013</domain:contact>
C:        <domain:contact type="tech">sh8013</domain:contact>
C:        <domain:authInfo>
C:          <domain:pw>2fooBAR</domain:pw>
C:        </domain:authInfo>
C:      </domain:create>
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
S:      <domain:creData
S:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
S:        <domain:name>example.com</domain:name>
S:        <domain:crDate>1999-04-03T22:00:00.0Z</domain:crDate>
S:        <domain:exDate>2001-04-03T22:00:00.0Z</domain:exDate>
S:      </domain:creData>
S:    </resData>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54321-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

// RFC 5731 §3.2.3
const rfcRenewCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <renew>
C:      <domain:renew
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:        <domain:curExpDate>2000-04-03</domain:curExpDate>
C:        <domain:period unit="y">5</domain:period>
C:      </domain:renew>
C:    </renew>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

const rfcRenewResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1000">
S:      <msg>Command completed successfully</msg>
S:    </result>
S:    <resData>
S:      <domain:renData
S:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
S:        <domain:name>example.com</domain:name>
S:        <domain:exDate>2005-04-03T22:00:00.0Z</domain:exDate>
S:      </domain:renData>
S:    </resData>
S:    <trID>
S:      <clTRID>ABC-12345</clTRID>
S:      <svTRID>54322-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

// RFC 5731 §3.2.4
const rfcTransferCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <transfer op="request">
C:      <domain:transfer
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:        <domain:period unit="y">1</domain:period>
C:        <domain:authInfo>
C:          <domain:pw roid="JD1234-REP">2fooBAR</domain:pw>
C:        </domain:authInfo>
C:      </domain:transfer>
C:    </transfer>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

const rfcTransferResponse = `
S:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
S:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
S:  <response>
S:    <result code="1001">
S:      <msg>Command completed successfully; action pending</msg>
S:    </result>
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
S:      <svTRID>54322-XYZ</svTRID>
S:    </trID>
S:  </response>
S:</epp>`;

// RFC 5731 §3.2.5 with the RFC 5910 §5.2.5 secDNS extension.
const rfcUpdateCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <update>
C:      <domain:update
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:        <domain:add>
C:          <domain:ns>
C:            <domain:hostObj>ns2.example.com</domain:hostObj>
C:          </domain:ns>
C:          <domain:contact type="tech">mak21</domain:contact>
C:          <domain:status s="clientHold"
C:           lang="en">Payment overdue.</domain:status>
C:        </domain:add>
C:        <domain:rem>
C:          <domain:ns>
C:            <domain:hostObj>ns1.example.com</domain:hostObj>
C:          </domain:ns>
C:          <domain:contact type="tech">sh8013</domain:contact>
C:          <domain:status s="clientUpdateProhibited"/>
C:        </domain:rem>
C:        <domain:chg>
C:          <domain:registrant>sh8013</domain:registrant>
C:          <domain:authInfo>
C:            <domain:pw>2BARfoo</domain:pw>
C:          </domain:authInfo>
C:        </domain:chg>
C:      </domain:update>
C:    </update>
C:    <extension>
C:      <secDNS:update
C:       xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1">
C:        <secDNS:rem>
C:          <secDNS:dsData>
C:            <secDNS:keyTag>12345</secDNS:keyTag>
C:            <secDNS:alg>3</secDNS:alg>
C:            <secDNS:digestType>1</secDNS:digestType>
C:            <secDNS:digest>38EC35D5B3A34B33C99B</secDNS:digest>
C:          </secDNS:dsData>
C:        </secDNS:rem>
C:        <secDNS:add>
C:          <secDNS:dsData>
C:            <secDNS:keyTag>12346</secDNS:keyTag>
C:            <secDNS:alg>3</secDNS:alg>
C:            <secDNS:digestType>1</secDNS:digestType>
C:            <secDNS:digest>38EC35D5B3A34B44C39B</secDNS:digest>
C:          </secDNS:dsData>
C:        </secDNS:add>
C:      </secDNS:update>
C:    </extension>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

// RFC 5731 §3.2.2
const rfcDeleteCommand = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <delete>
C:      <domain:delete
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:      </domain:delete>
C:    </delete>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

const asPrinted = (text: string) => text.replace(/^[CS]:/gm, '').trim();
const domainNamespace = 'urn:ietf:params:xml:ns:domain-1.0';

describe('domain info (RFC 5731 §3.1.2, RFC 5910 §5.1.2)', () => {
  it('builds the info command byte for byte (modulo whitespace)', () => {
    expect(buildDomainInfo('example.com', '2fooBAR', 'ABC-12345')).toBe(sample(rfcInfoCommand));
    expect(buildDomainInfo('example.com', undefined, 'ABC-1')).not.toContain('authInfo');
  });

  it('parses the info response, as printed, with its DS records and dates in ISO-8601 UTC', () => {
    expect(parseDomainInfoData(parseResponse(asPrinted(rfcInfoResponse)))).toEqual({
      name: 'example.com',
      roid: 'EXAMPLE1-REP',
      statuses: ['ok'],
      registrantId: 'jd1234',
      contacts: [
        { type: 'admin', id: 'sh8013' },
        { type: 'tech', id: 'sh8013' },
      ],
      nameServers: [{ host: 'ns1.example.com' }, { host: 'ns1.example.net' }],
      registrar: 'ClientX',
      createdAt: '1999-04-03T22:00:00.000Z',
      updatedAt: '1999-12-03T09:00:00.000Z',
      expiresAt: '2005-04-03T22:00:00.000Z',
      authInfo: '2fooBAR',
      dsRecords: [{ keyTag: 12345, algorithm: 3, digestType: 1, digest: '49FD46E6C4B45C55D4AC' }],
    });
  });

  it('reads the info command (simulator side)', () => {
    expect(readDomainInfo(command(sample(rfcInfoCommand)))).toEqual({ name: 'example.com', authInfo: '2fooBAR' });
  });

  it('builds an info response the client reads back (simulator → client)', () => {
    const info = {
      name: 'føroyar.fo',
      roid: 'D000001-FOSIM',
      statuses: ['clientTransferProhibited', 'clientDeleteProhibited'],
      registrantId: 'OK-1234',
      contacts: [{ type: 'admin' as const, id: 'OK-1234' }],
      nameServers: [{ host: 'ns1.føroyar.fo', addresses: ['192.0.2.1', '2001:db8::1'] }, { host: 'ns.example.net' }],
      registrar: 'okisnavn',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: null,
      expiresAt: '2027-01-01T00:00:00.000Z',
      authInfo: 'a&b<c>',
      dsRecords: [{ keyTag: 1, algorithm: 13, digestType: 2, digest: 'AB12' }],
    };
    const xml = buildResponse({ code: 1000, svTRID: 'S-1', resData: domainInfoData(info), extension: secDnsInfoData(info.dsRecords) });
    expect(xml).toContain('<domain:hostAddr ip="v6">2001:db8::1</domain:hostAddr>');
    expect(parseDomainInfoData(parseResponse(xml))).toEqual(info);
    // Another registrar's view: no registrant, contacts or code.
    const limited = { ...info, registrantId: null, contacts: [], authInfo: null, dsRecords: [] };
    const limitedXml = buildResponse({ code: 1000, svTRID: 'S-2', resData: domainInfoData(limited), extension: secDnsInfoData([]) });
    expect(limitedXml).not.toContain('registrant');
    expect(limitedXml).not.toContain('<extension>');
    expect(parseDomainInfoData(parseResponse(limitedXml))).toEqual(limited);
  });

  it('tells an RGP infData from the secDNS one (both are infData without prefixes)', () => {
    const xml = sample(rfcInfoResponse).replace('</extension>', '<rgp:infData xmlns:rgp="urn:ietf:params:xml:ns:rgp-1.0"><rgp:rgpStatus s="addPeriod"/></rgp:infData></extension>');
    expect(parseDomainInfoData(parseResponse(xml)).dsRecords).toHaveLength(1);
  });

  it('refuses an info response without infData or with a broken date', () => {
    expect(() => parseDomainInfoData(parseResponse(sample(rfcCreateResponse)))).toThrow(EppProtocolError);
    expect(() => parseDomainInfoData(parseResponse(sample(rfcInfoResponse).replace('2005-04-03T22:00:00.0Z', 'soon')))).toThrow(EppProtocolError);
  });
});

describe('domain create (RFC 5731 §3.2.1)', () => {
  const request = {
    name: 'example.com',
    years: 2,
    nameServers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }],
    registrantId: 'jd1234',
    contacts: { admin: 'sh8013', tech: 'sh8013' },
    authInfo: '2fooBAR',
  };

  it('builds the create command as the RFC, with host attributes instead of host objects', () => {
    const expected = sample(rfcCreateCommand)
      .replace('<domain:hostObj>ns1.example.net</domain:hostObj>', '<domain:hostAttr><domain:hostName>ns1.example.net</domain:hostName></domain:hostAttr>')
      .replace('<domain:hostObj>ns2.example.net</domain:hostObj>', '<domain:hostAttr><domain:hostName>ns2.example.net</domain:hostName></domain:hostAttr>');
    expect(buildDomainCreate(request, 'ABC-12345')).toBe(expected);
  });

  it('puts glue addresses on hosts inside the domain and orders contacts admin, tech, billing', () => {
    const xml = buildDomainCreate(
      { ...request, name: 'dømi.fo', nameServers: [{ host: 'ns1.dømi.fo', addresses: ['192.0.2.1'] }], contacts: { billing: 'B-1', admin: 'A-1' } },
      'ABC-1',
    );
    expect(xml).toContain('<domain:hostAttr><domain:hostName>ns1.dømi.fo</domain:hostName><domain:hostAddr ip="v4">192.0.2.1</domain:hostAddr></domain:hostAttr>');
    expect(xml).toContain('<domain:contact type="admin">A-1</domain:contact><domain:contact type="billing">B-1</domain:contact>');
  });

  it('reads the RFC create command (host objects) and ours (host attributes) on the simulator side', () => {
    expect(readDomainCreate(command(sample(rfcCreateCommand)))).toEqual({
      name: 'example.com',
      years: 2,
      nameServers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }],
      registrantId: 'jd1234',
      contacts: [
        { type: 'admin', id: 'sh8013' },
        { type: 'tech', id: 'sh8013' },
      ],
      authInfo: '2fooBAR',
    });
    expect(readDomainCreate(command(buildDomainCreate(request, 'ABC-1'))).nameServers).toEqual(request.nameServers);
    expect(command(sample(rfcCreateCommand)).objectNamespace).toBe(domainNamespace);
  });

  it('parses the create response; builds it back byte for byte', () => {
    expect(parseDomainCreateData(parseResponse(asPrinted(rfcCreateResponse)))).toEqual({
      name: 'example.com',
      createdAt: '1999-04-03T22:00:00.000Z',
      expiresAt: '2001-04-03T22:00:00.000Z',
    });
    const built = buildResponse({
      code: 1000,
      clTRID: 'ABC-12345',
      svTRID: '54321-XYZ',
      resData: domainCreateData({ name: 'example.com', createdAt: '1999-04-03T22:00:00.0Z', expiresAt: '2001-04-03T22:00:00.0Z' }),
    });
    expect(built).toBe(sample(rfcCreateResponse));
  });

  it('answers a null expiry when the registry leaves exDate out', () => {
    const xml = sample(rfcCreateResponse).replace('<domain:exDate>2001-04-03T22:00:00.0Z</domain:exDate>', '');
    expect(parseDomainCreateData(parseResponse(xml)).expiresAt).toBeNull();
  });
});

describe('domain renew (RFC 5731 §3.2.3)', () => {
  it('builds, reads, answers and parses the RFC frames', () => {
    expect(buildDomainRenew('example.com', '2000-04-03', 5, 'ABC-12345')).toBe(sample(rfcRenewCommand));
    expect(readDomainRenew(command(sample(rfcRenewCommand)))).toEqual({ name: 'example.com', currentExpiryDate: '2000-04-03', years: 5 });
    expect(buildResponse({ code: 1000, clTRID: 'ABC-12345', svTRID: '54322-XYZ', resData: domainRenewData({ name: 'example.com', expiresAt: '2005-04-03T22:00:00.0Z' }) })).toBe(
      sample(rfcRenewResponse),
    );
    expect(parseDomainRenewData(parseResponse(asPrinted(rfcRenewResponse)))).toEqual({ name: 'example.com', expiresAt: '2005-04-03T22:00:00.000Z' });
  });

  it('reads a period that is not in years as NaN (the registry answers 2004) and no period as null', () => {
    expect(readDomainRenew(command(sample(rfcRenewCommand).replace('unit="y"', 'unit="m"'))).years).toBeNaN();
    expect(readDomainRenew(command(sample(rfcRenewCommand).replace('<domain:period unit="y">5</domain:period>', ''))).years).toBeNull();
  });
});

describe('domain transfer (RFC 5731 §3.2.4)', () => {
  const pending = {
    name: 'example.com',
    status: 'pending' as const,
    requestingRegistrar: 'ClientX',
    requestedAt: '2000-06-08T22:00:00.000Z',
    actingRegistrar: 'ClientY',
    actionAt: '2000-06-13T22:00:00.000Z',
    expiresAt: '2002-09-08T22:00:00.000Z',
  };

  it('builds the request (without the roid attribute) and reads the RFC one', () => {
    expect(buildDomainTransfer('request', 'example.com', { years: 1, authInfo: '2fooBAR' }, 'ABC-12345')).toBe(sample(rfcTransferCommand).replace(' roid="JD1234-REP"', ''));
    expect(readDomainTransfer(command(sample(rfcTransferCommand)))).toEqual({ operation: 'request', name: 'example.com', authInfo: '2fooBAR', years: 1 });
  });

  it('builds the other operations with only the name (and the code for a query)', () => {
    for (const operation of ['approve', 'reject', 'cancel'] as const) {
      const xml = buildDomainTransfer(operation, 'example.com', {}, 'ABC-1');
      expect(xml).toContain(`<transfer op="${operation}"><domain:transfer xmlns:domain="${domainNamespace}"><domain:name>example.com</domain:name></domain:transfer></transfer>`);
      expect(readDomainTransfer(command(xml))).toEqual({ operation, name: 'example.com', authInfo: null, years: null });
    }
    expect(readDomainTransfer(command(buildDomainTransfer('query', 'example.com', { authInfo: 'code' }, 'ABC-2')))).toMatchObject({ operation: 'query', authInfo: 'code' });
  });

  it('parses the response as printed and builds it back byte for byte', () => {
    const response = parseResponse(asPrinted(rfcTransferResponse));
    expect(response.code).toBe(1001);
    expect(parseDomainTransferData(response)).toEqual(pending);
    const built = buildResponse({
      code: 1001,
      clTRID: 'ABC-12345',
      svTRID: '54322-XYZ',
      resData: domainTransferData({ ...pending, requestedAt: '2000-06-08T22:00:00.0Z', actionAt: '2000-06-13T22:00:00.0Z', expiresAt: '2002-09-08T22:00:00.0Z' }),
    });
    expect(built).toBe(sample(rfcTransferResponse));
  });

  it('refuses an unknown transfer status', () => {
    expect(() => parseDomainTransferData(parseResponse(sample(rfcTransferResponse).replace('>pending<', '>maybe<')))).toThrow(EppProtocolError);
  });
});

describe('domain update (RFC 5731 §3.2.5 with RFC 5910 §5.2.5)', () => {
  it('builds the RFC update with secDNS rem/add, host attributes for the name servers', () => {
    const xml = buildDomainUpdate(
      'example.com',
      {
        addNameServers: [{ host: 'ns2.example.com', addresses: ['192.0.2.2'] }],
        addContacts: [{ type: 'tech', id: 'mak21' }],
        addStatuses: ['clientHold'],
        removeNameServers: ['ns1.example.com'],
        removeContacts: [{ type: 'tech', id: 'sh8013' }],
        removeStatuses: ['clientUpdateProhibited'],
        registrantId: 'sh8013',
        authInfo: '2BARfoo',
        removeDsRecords: [{ keyTag: 12345, algorithm: 3, digestType: 1, digest: '38ec35d5b3a34b33c99b' }],
        addDsRecords: [{ keyTag: 12346, algorithm: 3, digestType: 1, digest: '38EC35D5B3A34B44C39B' }],
      },
      'ABC-12345',
    );
    const expected = sample(rfcUpdateCommand)
      .replace(
        '<domain:hostObj>ns2.example.com</domain:hostObj>',
        '<domain:hostAttr><domain:hostName>ns2.example.com</domain:hostName><domain:hostAddr ip="v4">192.0.2.2</domain:hostAddr></domain:hostAttr>',
      )
      .replace('<domain:hostObj>ns1.example.com</domain:hostObj>', '<domain:hostAttr><domain:hostName>ns1.example.com</domain:hostName></domain:hostAttr>')
      .replace('<domain:status s="clientHold" lang="en">Payment overdue.</domain:status>', '<domain:status s="clientHold"/>');
    expect(xml).toBe(expected);
  });

  it('reads the RFC update command with its extension (simulator side)', () => {
    expect(readDomainUpdate(command(sample(rfcUpdateCommand)))).toEqual({
      name: 'example.com',
      update: {
        addNameServers: [{ host: 'ns2.example.com' }],
        removeNameServers: ['ns1.example.com'],
        addStatuses: ['clientHold'],
        removeStatuses: ['clientUpdateProhibited'],
        addContacts: [{ type: 'tech', id: 'mak21' }],
        removeContacts: [{ type: 'tech', id: 'sh8013' }],
        registrantId: 'sh8013',
        authInfo: '2BARfoo',
        addDsRecords: [{ keyTag: 12346, algorithm: 3, digestType: 1, digest: '38EC35D5B3A34B44C39B' }],
        removeDsRecords: [{ keyTag: 12345, algorithm: 3, digestType: 1, digest: '38EC35D5B3A34B33C99B' }],
        removeAllDsRecords: false,
      },
    });
  });

  it('removes all DS records with <secDNS:all>, and leaves out what is not changed', () => {
    const xml = buildDomainUpdate('example.com', { removeAllDsRecords: true }, 'ABC-1');
    expect(xml).toContain(
      '<domain:update xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"><domain:name>example.com</domain:name></domain:update></update><extension><secDNS:update xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1"><secDNS:rem><secDNS:all>true</secDNS:all></secDNS:rem></secDNS:update></extension><clTRID>ABC-1</clTRID>',
    );
    expect(readDomainUpdate(command(xml)).update.removeAllDsRecords).toBe(true);
    const statusesOnly = buildDomainUpdate('example.com', { addStatuses: ['clientTransferProhibited'] }, 'ABC-2');
    expect(statusesOnly).not.toContain('<extension>');
    expect(statusesOnly).not.toContain('domain:rem');
    expect(statusesOnly).not.toContain('domain:chg');
  });
});

describe('domain delete (RFC 5731 §3.2.2)', () => {
  it('builds and reads the RFC command', () => {
    expect(buildDomainDelete('example.com', 'ABC-12345')).toBe(sample(rfcDeleteCommand));
    expect(readDomainDelete(command(sample(rfcDeleteCommand)))).toEqual({ name: 'example.com' });
  });
});

// RFC 5910 §5.1.2: the secDNS:infData of the three example responses (DS data with maxSigLife,
// DS data with its key, key data alone), each in place of the dsData one above.
const rfcInfDataWithMaxSigLife = `
S:      <secDNS:infData
S:       xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1">
S:        <secDNS:maxSigLife>604800</secDNS:maxSigLife>
S:        <secDNS:dsData>
S:          <secDNS:keyTag>12345</secDNS:keyTag>
S:          <secDNS:alg>3</secDNS:alg>
S:          <secDNS:digestType>1</secDNS:digestType>
S:          <secDNS:digest>49FD46E6C4B45C55D4AC</secDNS:digest>
S:        </secDNS:dsData>
S:      </secDNS:infData>`;

const rfcInfDataDsWithKey = `
S:      <secDNS:infData
S:       xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1">
S:        <secDNS:dsData>
S:          <secDNS:keyTag>12345</secDNS:keyTag>
S:          <secDNS:alg>3</secDNS:alg>
S:          <secDNS:digestType>1</secDNS:digestType>
S:          <secDNS:digest>49FD46E6C4B45C55D4AC</secDNS:digest>
S:          <secDNS:keyData>
S:            <secDNS:flags>257</secDNS:flags>
S:            <secDNS:protocol>3</secDNS:protocol>
S:            <secDNS:alg>1</secDNS:alg>
S:            <secDNS:pubKey>AQPJ////4Q==</secDNS:pubKey>
S:          </secDNS:keyData>
S:        </secDNS:dsData>
S:      </secDNS:infData>`;

const rfcInfDataKeyOnly = `
S:      <secDNS:infData
S:       xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1">
S:        <secDNS:keyData>
S:          <secDNS:flags>257</secDNS:flags>
S:          <secDNS:protocol>3</secDNS:protocol>
S:          <secDNS:alg>1</secDNS:alg>
S:          <secDNS:pubKey>AQPJ////4Q==</secDNS:pubKey>
S:        </secDNS:keyData>
S:      </secDNS:infData>`;

// RFC 5910 §5.2.5: removing and adding key data on a key-data registry.
const rfcUpdateKeyData = `
C:<?xml version="1.0" encoding="UTF-8" standalone="no"?>
C:<epp xmlns="urn:ietf:params:xml:ns:epp-1.0">
C:  <command>
C:    <update>
C:      <domain:update
C:       xmlns:domain="urn:ietf:params:xml:ns:domain-1.0">
C:        <domain:name>example.com</domain:name>
C:      </domain:update>
C:    </update>
C:    <extension>
C:      <secDNS:update
C:       xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1">
C:        <secDNS:rem>
C:          <secDNS:keyData>
C:            <secDNS:flags>257</secDNS:flags>
C:            <secDNS:protocol>3</secDNS:protocol>
C:            <secDNS:alg>1</secDNS:alg>
C:            <secDNS:pubKey>AQPJ////4Q==</secDNS:pubKey>
C:          </secDNS:keyData>
C:        </secDNS:rem>
C:        <secDNS:add>
C:          <secDNS:keyData>
C:            <secDNS:flags>257</secDNS:flags>
C:            <secDNS:protocol>3</secDNS:protocol>
C:            <secDNS:alg>13</secDNS:alg>
C:            <secDNS:pubKey>GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==</secDNS:pubKey>
C:          </secDNS:keyData>
C:        </secDNS:add>
C:      </secDNS:update>
C:    </extension>
C:    <clTRID>ABC-12345</clTRID>
C:  </command>
C:</epp>`;

/** The RFC info response for `name` with another `<secDNS:infData>`. */
const infoWith = (infData: string, name = 'example.com') =>
  sample(rfcInfoResponse)
    .replace(/<secDNS:infData.*<\/secDNS:infData>/, sample(infData))
    .replace('<domain:name>example.com</domain:name>', `<domain:name>${name}</domain:name>`);

/** The RFC 5910 example key (RSA/MD5): flags 257, protocol 3, algorithm 1, `AQPJ////4Q==`. */
const rfc5910Key = { flags: 257, protocol: 3, algorithm: 1, publicKey: 'AQPJ////4Q==' };
/** Its DS at example.com, worked out by hand: SHA-256 over the wire name and the RDATA; the tag is the modulus' octets FF FF (RFC 4034 B.1). */
const rfc5910KeyDs = {
  keyTag: 0xffff,
  algorithm: 1,
  digestType: 2,
  digest: createHash('sha256')
    .update(Buffer.from('076578616d706c6503636f6d00' + '01010301' + '0103c9ffffffe1', 'hex'))
    .digest('hex')
    .toUpperCase(),
};
/** RFC 6605 §6.1: example.net's ECDSA P-256 KSK and its DS. */
const rfc6605Key = { flags: 257, protocol: 3, algorithm: 13, publicKey: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' };
const rfc6605Ds = { keyTag: 55648, algorithm: 13, digestType: 2, digest: 'B4C8C1FE2E7477127B27115656AD6256F424625BF5C1E2770CE6D6E37DF61D17' };

describe('DNSSEC key data (RFC 5910 §4.2 and §5)', () => {
  it('reads key data alone as the DS the key makes, remembering it came as key data', () => {
    expect(parseDomainInfoData(parseResponse(infoWith(rfcInfDataKeyOnly))).dsRecords).toEqual([{ ...rfc5910KeyDs, keyData: rfc5910Key, secDnsInterface: 'keyData' }]);
  });

  it("computes the DS as RFC 4509 §2.3 and RFC 6605 §6.1 give it, whatever the key's line breaks", () => {
    const rfc4034Key = [
      'AQOeiiR0GOMYkDshWoSKz9XzfwJr1AYtsmx3TGkJaNXVbfi/2pHm822aJ5iI9BMzNXxeYCmZ',
      'DRD99WYwYqUSdjMmmAphXdvxegXd/M5+X7OrzKBaMbCVdFLUUh6DhweJBjEVv5f2wwjM9Xzc',
      'nOf+EPbtG9DMBmADjFDc2w/rljwvFw==',
    ];
    const keyData = (key: string, alg: number, flags = 257) =>
      `S:<secDNS:infData xmlns:secDNS="urn:ietf:params:xml:ns:secDNS-1.1"><secDNS:keyData><secDNS:flags>${flags}</secDNS:flags><secDNS:protocol>3</secDNS:protocol><secDNS:alg>${alg}</secDNS:alg><secDNS:pubKey>${key}</secDNS:pubKey></secDNS:keyData></secDNS:infData>`;
    const xml = infoWith(keyData(rfc4034Key.join('\n            '), 5, 256), 'dskey.example.com');
    expect(parseDomainInfoData(parseResponse(xml)).dsRecords).toMatchObject([
      { keyTag: 60485, algorithm: 5, digestType: 2, digest: 'D4B7D520E7BB5F0F67674A0CCEB1E3E0614B93C4F9E99B8383F6A1E4469DA50A', keyData: { publicKey: rfc4034Key.join('') } },
    ]);
    expect(parseDomainInfoData(parseResponse(infoWith(keyData(rfc6605Key.publicKey, 13), 'example.net'))).dsRecords).toEqual([
      { ...rfc6605Ds, keyData: rfc6605Key, secDnsInterface: 'keyData' },
    ]);
  });

  it('reads DS data with its key nested, and past maxSigLife', () => {
    const ds = { keyTag: 12345, algorithm: 3, digestType: 1, digest: '49FD46E6C4B45C55D4AC' };
    expect(parseDomainInfoData(parseResponse(infoWith(rfcInfDataDsWithKey))).dsRecords).toEqual([{ ...ds, keyData: rfc5910Key }]);
    expect(parseDomainInfoData(parseResponse(infoWith(rfcInfDataWithMaxSigLife))).dsRecords).toEqual([ds]);
  });

  it('tells an RGP infData from key data', () => {
    const xml = infoWith(rfcInfDataKeyOnly).replace(
      '</extension>',
      '<rgp:infData xmlns:rgp="urn:ietf:params:xml:ns:rgp-1.0"><rgp:rgpStatus s="addPeriod"/></rgp:infData></extension>',
    );
    expect(parseDomainInfoData(parseResponse(xml)).dsRecords).toHaveLength(1);
  });

  it('removes and adds key-data records as their keys, as RFC 5910 §5.2.5 writes them', () => {
    const [removed] = parseDomainInfoData(parseResponse(infoWith(rfcInfDataKeyOnly))).dsRecords;
    const added = { ...rfc6605Ds, keyData: rfc6605Key, secDnsInterface: 'keyData' as const };
    const xml = buildDomainUpdate('example.com', { removeDsRecords: [removed!], addDsRecords: [added] }, 'ABC-12345');
    expect(xml).toBe(sample(rfcUpdateKeyData));
    // The simulator side reads them back, the DS computed for the update's domain (example.com here).
    const { update } = readDomainUpdate(command(xml));
    expect(update.removeDsRecords).toEqual([removed]);
    expect(update.addDsRecords).toEqual([{ ...added, digest: expect.stringMatching(/^[0-9A-F]{64}$/) }]);
  });

  it("keeps a DS record's nested key when it writes the record, and never mixes the two interfaces", () => {
    const [withKey] = parseDomainInfoData(parseResponse(infoWith(rfcInfDataDsWithKey))).dsRecords;
    expect(buildDomainUpdate('example.com', { removeDsRecords: [withKey!] }, 'ABC-1')).toContain(
      '<secDNS:rem><secDNS:dsData><secDNS:keyTag>12345</secDNS:keyTag><secDNS:alg>3</secDNS:alg><secDNS:digestType>1</secDNS:digestType><secDNS:digest>49FD46E6C4B45C55D4AC</secDNS:digest><secDNS:keyData><secDNS:flags>257</secDNS:flags><secDNS:protocol>3</secDNS:protocol><secDNS:alg>1</secDNS:alg><secDNS:pubKey>AQPJ////4Q==</secDNS:pubKey></secDNS:keyData></secDNS:dsData></secDNS:rem>',
    );
    const [keyOnly] = parseDomainInfoData(parseResponse(infoWith(rfcInfDataKeyOnly))).dsRecords;
    expect(() => buildDomainUpdate('example.com', { removeDsRecords: [withKey!, keyOnly!] }, 'ABC-2')).toThrow(/both RFC 5910 interfaces/);
    expect(() => buildDomainUpdate('example.com', { removeDsRecords: [{ ...rfc6605Ds, secDnsInterface: 'keyData' }] }, 'ABC-3')).toThrow(/without its key/);
  });

  it('answers key data the client reads back (simulator → client)', () => {
    const info = parseDomainInfoData(parseResponse(infoWith(rfcInfDataKeyOnly)));
    const xml = buildResponse({ code: 1000, svTRID: 'S-1', resData: domainInfoData(info), extension: secDnsInfoData(info.dsRecords) });
    expect(xml).toContain(sample(rfcInfDataKeyOnly));
    expect(parseDomainInfoData(parseResponse(xml))).toEqual(info);
  });
});
