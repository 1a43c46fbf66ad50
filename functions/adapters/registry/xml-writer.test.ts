import { describe, expect, it } from 'vitest';
import { readXml } from './xml-reader.ts';
import { writeXmlElement } from './xml-writer.ts';

describe('writeXmlElement', () => {
  it('writes text elements, and empty ones as <name/>', () => {
    expect(writeXmlElement('a', 'text')).toBe('<a>text</a>');
    expect(writeXmlElement('a', '')).toBe('<a/>');
    expect(writeXmlElement('a', {})).toBe('<a/>');
    expect(writeXmlElement('a', null)).toBe('<a/>');
    expect(writeXmlElement('a', { '#text': '' })).toBe('<a/>');
    expect(writeXmlElement('a', 12)).toBe('<a>12</a>');
  });

  it('writes nothing for undefined: an element, an array item, an attribute or the text', () => {
    expect(writeXmlElement('a', undefined)).toBe('');
    expect(writeXmlElement('r', { a: undefined, b: ['1', undefined, '2'], c: { '@_x': undefined, '@_y': null, '#text': undefined } })).toBe('<r><b>1</b><b>2</b><c/></r>');
  });

  it('writes attributes (@_name) and text (#text) together, attributes on the element whatever their key order', () => {
    expect(writeXmlElement('name', { '@_avail': '1', '#text': 'a.fo' })).toBe('<name avail="1">a.fo</name>');
    expect(writeXmlElement('poll', { '@_op': 'ack', '@_msgID': '12' })).toBe('<poll op="ack" msgID="12"/>');
    expect(writeXmlElement('r', { child: 'c', '@_x': '1' })).toBe('<r x="1"><child>c</child></r>');
    // A "true" attribute keeps its value (fast-xml-builder wrote a bare, ill-formed `name`).
    expect(writeXmlElement('a', { '@_b': 'true' })).toBe('<a b="true"/>');
  });

  it('writes arrays as repeated elements, in order', () => {
    expect(writeXmlElement('r', { 'domain:name': ['a.fo', 'b.fo'], status: [{ '@_s': 'ok' }, { '@_s': 'linked' }] })).toBe(
      '<r><domain:name>a.fo</domain:name><domain:name>b.fo</domain:name><status s="ok"/><status s="linked"/></r>',
    );
    expect(writeXmlElement('a', ['1', '2'])).toBe('<a>1</a><a>2</a>');
    expect(writeXmlElement('r', { a: [] })).toBe('<r/>');
  });

  it('writes namespace declarations and prefixed names as given', () => {
    expect(writeXmlElement('epp', { '@_xmlns': 'urn:ietf:params:xml:ns:epp-1.0', check: { 'domain:check': { '@_xmlns:domain': 'urn:d', 'domain:name': 'a.fo' } } })).toBe(
      '<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><check><domain:check xmlns:domain="urn:d"><domain:name>a.fo</domain:name></domain:check></check></epp>',
    );
  });

  it('escapes & < > " and \' in text and attribute values', () => {
    expect(writeXmlElement('pw', `a&b<c>"d'e`)).toBe('<pw>a&amp;b&lt;c&gt;&quot;d&apos;e</pw>');
    expect(writeXmlElement('a', { '@_x': `&<>"'`, '#text': '&amp;' })).toBe('<a x="&amp;&lt;&gt;&quot;&apos;">&amp;amp;</a>');
    expect(writeXmlElement('a', 'føroyar ð')).toBe('<a>føroyar ð</a>');
  });

  it('writes text first when it comes first (mixed content as given)', () => {
    expect(writeXmlElement('a', { '#text': 'x', b: '' })).toBe('<a>x<b/></a>');
  });

  it('round-trips through the reader', () => {
    const tree = {
      response: {
        result: [{ msg: 'Command completed successfully', '@_code': '1000' }],
        resData: { chkData: { cd: [{ name: [{ '#text': 'a&b.fo', '@_avail': '0' }], reason: 'In <use>' }] } },
        trID: { clTRID: "it's", svTRID: 'S-1' },
      },
    };
    const xml = writeXmlElement('epp', tree);
    expect(readXml(xml, { removeNamespacePrefixes: true, arrays: new Set(['result', 'cd', 'name']) })).toEqual({ epp: tree });
  });
});
