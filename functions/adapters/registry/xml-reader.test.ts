import { describe, expect, it } from 'vitest';
import { EppProtocolError, parseFrame } from './epp-codec.ts';
import { readXml, type XmlReadOptions, XmlSyntaxError } from './xml-reader.ts';

const withoutPrefixes = (xml: string, arrays?: string[]) => readXml(xml, { removeNamespacePrefixes: true, ...(arrays ? { arrays: new Set(arrays) } : {}) });
/** The message of what `readXml` throws (failing the test when it does not). */
const refusal = (xml: string, options?: XmlReadOptions): string => {
  try {
    readXml(xml, options);
  } catch (error) {
    expect(error).toBeInstanceOf(XmlSyntaxError);
    return (error as Error).message;
  }
  throw new Error(`Read without an error: ${xml}`);
};

describe('readXml: the element tree', () => {
  it('gives text-only elements as strings, empty ones as "", and every value as a string', () => {
    expect(readXml('<a><code>1000</code><flag>true</flag><none/><empty></empty><name>123.fo</name></a>')).toEqual({
      a: { code: '1000', flag: 'true', none: '', empty: '', name: '123.fo' },
    });
  });

  it('reads attributes in double and single quotes as @_name, before or without text as #text', () => {
    expect(readXml(`<r><a x="1" y='two "2"'>text</a><b z="it's"/><c q=""/></r>`)).toEqual({
      r: { a: { '#text': 'text', '@_x': '1', '@_y': 'two "2"' }, b: { '@_z': "it's" }, c: { '@_q': '' } },
    });
  });

  it('orders keys as fast-xml-parser did: children in document order, then #text, then attributes', () => {
    const tree = readXml('<a z="1" y="2">t<b/><c/><b/></a>');
    expect(Object.keys(tree.a as object)).toEqual(['b', 'c', '#text', '@_z', '@_y']);
  });

  it('makes repeated elements arrays, and the listed ones arrays even when alone', () => {
    expect(readXml('<r><n>1</n><n>2</n><n>3</n><m>4</m></r>')).toEqual({ r: { n: ['1', '2', '3'], m: '4' } });
    expect(withoutPrefixes('<r><n>1</n><m>4</m><d:m>5</d:m></r>', ['n'])).toEqual({ r: { n: ['1'], m: ['4', '5'] } });
    // Never attributes, whatever the list says.
    expect(withoutPrefixes('<r n="1"/>', ['n'])).toEqual({ r: { '@_n': '1' } });
  });

  it('removes namespace prefixes and xmlns declarations, or keeps both', () => {
    const xml = `<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><d:chkData xmlns:d="urn:d"><d:cd><d:name d:avail="1">a.fo</d:name></d:cd></d:chkData></epp>`;
    expect(withoutPrefixes(xml, ['name'])).toEqual({ epp: { chkData: { cd: { name: [{ '#text': 'a.fo', '@_avail': '1' }] } } } });
    expect(readXml(xml)).toEqual({
      epp: { 'd:chkData': { 'd:cd': { 'd:name': { '#text': 'a.fo', '@_d:avail': '1' } }, '@_xmlns:d': 'urn:d' }, '@_xmlns': 'urn:ietf:params:xml:ns:epp-1.0' },
    });
    // An element left with nothing but declarations is an empty element.
    expect(withoutPrefixes('<a xmlns="urn:a"/>')).toEqual({ a: '' });
  });

  it('decodes the five predefined entities and decimal and hex character references, in text and attributes', () => {
    expect(readXml(`<a x="&lt;&#248;&#xF8;&quot;">&lt;&gt;&amp;&quot;&apos; f&#248;royar &#xE6;&#xe6; &#128512;</a>`)).toEqual({
      a: { '#text': `<>&"' føroyar ææ 😀`, '@_x': '<øø"' },
    });
    // Decoded once: an escaped reference stays a reference.
    expect(readXml('<a>&amp;lt; &amp;#38;</a>')).toEqual({ a: '&lt; &#38;' });
  });

  it('trims text, but keeps whitespace written as character references', () => {
    expect(readXml('<a>  x y \n </a>')).toEqual({ a: 'x y' });
    expect(readXml('<a>&#32;x&#x20;</a>')).toEqual({ a: ' x ' });
    expect(readXml('<a x="  v  "/>')).toEqual({ a: { '@_x': 'v' } });
  });

  it('drops whitespace-only text between elements', () => {
    expect(readXml('<a>\n  <b>1</b>\n  <c/>\n\t</a>')).toEqual({ a: { b: '1', c: '' } });
  });

  it('joins the trimmed text around child elements (mixed content)', () => {
    expect(readXml('<a> one <b/> two <c/> </a>')).toEqual({ a: { b: '', c: '', '#text': 'onetwo' } });
  });

  it('keeps CDATA as it is: untrimmed, references and markup not read', () => {
    expect(readXml('<pw> <![CDATA[ a&b <c> &amp; ]]> </pw>')).toEqual({ pw: ' a&b <c> &amp; ' });
    expect(readXml('<a>x<![CDATA[]]>y</a>')).toEqual({ a: 'xy' });
    expect(readXml('<a><![CDATA[]]></a>')).toEqual({ a: '' });
  });

  it('passes over comments (text around one is one piece) and processing instructions', () => {
    expect(readXml('<!-- before --><a> x <!-- <b>not an element</b> --> y </a><!-- after -->')).toEqual({ a: 'x  y' });
    expect(readXml('<?xml-stylesheet href="s.xsl"?><a><?app data?>t</a><?after?>')).toEqual({ a: 't' });
  });

  it('reads self-closing elements, with and without attributes and spaces', () => {
    expect(readXml('<a><b/><c x="1"/><d  x="1" /><e\n/></a>')).toEqual({ a: { b: '', c: { '@_x': '1' }, d: { '@_x': '1' }, e: '' } });
  });

  it('takes the XML declaration, a byte order mark and CRLF line ends', () => {
    expect(readXml('\ufeff<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n<a>x\r\ny\rz</a>\r\n')).toEqual({ a: 'x\ny\nz' });
    expect(readXml(`<?xml version='1.0'?><a/>`)).toEqual({ a: '' });
  });

  it('reads names with non-ASCII letters, digits, dots and dashes', () => {
    expect(readXml('<føroyar><x-y.z_1>v</x-y.z_1></føroyar>')).toEqual({ føroyar: { 'x-y.z_1': 'v' } });
  });

  it('renames names that would shadow Object.prototype methods, as fast-xml-parser did', () => {
    expect(readXml('<a><toString>1</toString><hasOwnProperty/></a>')).toEqual({ a: { __toString: '1', __hasOwnProperty: '' } });
  });
});

describe('readXml: refusals', () => {
  it('refuses DOCTYPE and entity declarations (no entity expansion)', () => {
    const billionLaughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect(refusal(billionLaughs)).toBe('DOCTYPE declarations are not allowed at line 1, column 22');
    expect(refusal('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>')).toMatch(/^DOCTYPE declarations are not allowed/);
    expect(refusal('<a><!ENTITY e "x"></a>')).toMatch(/^Unexpected '<!'/);
  });

  it('refuses references to anything but the predefined entities and XML characters', () => {
    expect(refusal('<a>&nbsp;</a>')).toBe('Not a predefined entity or a character reference: "&nbsp;" at line 1, column 4');
    expect(refusal('<a>&lol;</a>')).toMatch(/"&lol;"/);
    expect(refusal('<a>&#0;</a>')).toMatch(/"&#0;"/);
    expect(refusal('<a>&#xD800;</a>')).toMatch(/"&#xD800;"/);
    expect(refusal('<a>&#x110000;</a>')).toMatch(/"&#x110000;"/);
    expect(refusal('<a>&#12a;</a>')).toMatch(/"&#12"/);
    expect(refusal('<a>&lt</a>')).toMatch(/"&lt"/);
    expect(refusal('<a>a & b</a>')).toBe("Unescaped '&' (write &amp;) at line 1, column 6");
    expect(refusal('<a x="a&b"/>')).toMatch(/"&b"/);
    // A reference cannot be put together around a comment.
    expect(refusal('<a>&am<!-- -->p;</a>')).toMatch(/"&am"/);
  });

  it('refuses mismatched and unopened closing tags, saying where the open one is', () => {
    expect(refusal('<a>\n  <b>x</c>\n</a>')).toBe('Closing tag </c> does not match <b> (line 2, column 3) at line 2, column 7');
    expect(refusal('<a><b></a></b>')).toMatch(/^Closing tag <\/a> does not match <b>/);
    expect(refusal('<d:a></a>')).toMatch(/^Closing tag <\/a> does not match <d:a>/);
    expect(refusal('</a>')).toBe('Closing tag </a> without an open element at line 1, column 1');
    expect(refusal('<a></ a>')).toMatch(/^Malformed closing tag/);
    expect(refusal('<a></a x="1">')).toMatch(/^Malformed closing tag/);
  });

  it('refuses unclosed elements, comments, CDATA sections and processing instructions', () => {
    expect(refusal('<epp>\n<response>')).toBe('Unclosed element <response> at line 2, column 1');
    expect(refusal('<a><!-- x</a>')).toMatch(/^Unclosed comment/);
    expect(refusal('<a><![CDATA[ x</a>')).toMatch(/^Unclosed CDATA section/);
    expect(refusal('<a><?pi x</a>')).toMatch(/^Unclosed processing instruction/);
    expect(refusal('<a x="1"')).toMatch(/^Malformed attribute or unclosed tag <a>/);
  });

  it('refuses garbage: no root, text outside it, stray "<", bad names, more than one root', () => {
    expect(refusal('')).toMatch(/^No root element/);
    expect(refusal('  \n ')).toMatch(/^No root element/);
    expect(refusal('<!-- only a comment -->')).toMatch(/^No root element/);
    expect(refusal('garbage')).toBe('Text before the root element at line 1, column 1');
    expect(refusal('<a/> trailing')).toBe('Text after the root element at line 1, column 6');
    expect(refusal('<a>x < y</a>')).toBe("'<' not followed by an element name (write &lt;) at line 1, column 6");
    expect(refusal('< a/>')).toMatch(/^'<' not followed by an element name/);
    expect(refusal('<1a/>')).toMatch(/^'<' not followed by an element name/);
    expect(refusal('<a/><b/>')).toBe('More than one root element at line 1, column 5');
    expect(refusal('<![CDATA[x]]><a/>')).toMatch(/^CDATA section outside the root element/);
    expect(refusal('{"epp": {}}')).toMatch(/^Text before the root element/);
  });

  it('refuses names with more than one colon, or an empty prefix or local part', () => {
    expect(refusal('<a:b:c/>')).toMatch(/^Malformed attribute or unclosed tag <a:b>/);
    expect(refusal('<:a/>')).toMatch(/^'<' not followed by an element name/);
    expect(refusal('<a x:="1"/>')).toMatch(/^Malformed attribute/);
  });

  it('refuses bad attribute syntax', () => {
    for (const tag of ['<a x=1/>', '<a x/>', '<a x="1"y="2"/>', '<a x="1/>', `<a x='1"/>`, '<a x="<"/>', '<a ="1"/>', '<a x = />', '<a/ >']) {
      expect(refusal(tag), tag).toMatch(/^Malformed attribute or unclosed tag <a>: ".*" at line 1, column \d+$/);
    }
    expect(refusal('<a x="1" x="2"/>')).toBe('Attribute x repeated in <a> at line 1, column 9');
  });

  it('refuses a misplaced or malformed XML declaration', () => {
    expect(refusal(' <?xml version="1.0"?><a/>')).toMatch(/^XML declaration not at the start of the document/);
    expect(refusal('<a/><?xml version="1.0"?>')).toMatch(/^XML declaration not at the start of the document/);
    expect(refusal('<?xml?><a/>')).toMatch(/^Malformed XML declaration/);
    expect(refusal('<?xml version="2.0"?><a/>')).toMatch(/^Malformed XML declaration/);
    expect(refusal('<?xml encoding="UTF-8" version="1.0"?><a/>')).toMatch(/^Malformed XML declaration/);
    expect(refusal('<?XML version="1.0"?><a/>')).toMatch(/^Malformed XML declaration/);
    expect(refusal('<? pi?><a/>')).toMatch(/^Malformed processing instruction/);
  });

  it("refuses '--' inside comments", () => {
    expect(refusal('<a><!-- x -- y --></a>')).toMatch(/^'--' inside a comment/);
    expect(refusal('<a><!-- x ---></a>')).toMatch(/^'--' inside a comment/);
  });

  it('refuses element names that would change a plain object', () => {
    expect(refusal('<a><__proto__><polluted>1</polluted></__proto__></a>')).toBe('Element name <__proto__> is not allowed at line 1, column 4');
    expect(refusal('<a><constructor/></a>')).toMatch(/^Element name <constructor>/);
    // Without prefixes the local name counts; with them, `x:prototype` is a harmless key.
    expect(refusal('<a><x:prototype/></a>', { removeNamespacePrefixes: true })).toMatch(/^Element name <x:prototype>/);
    expect(readXml('<a><x:prototype/></a>')).toEqual({ a: { 'x:prototype': '' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses elements nested deeper than 100', () => {
    expect(readXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)).toBeDefined();
    expect(refusal(`${'<a>'.repeat(101)}${'</a>'.repeat(101)}`)).toBe('Elements nested more than 100 deep at line 1, column 301');
  });
});

describe('readXml in the EPP codec', () => {
  it('reports a refusal as a malformed EPP frame, with the reader error as its cause', () => {
    const error = (() => {
      try {
        parseFrame('<?xml version="1.0"?><!DOCTYPE epp [<!ENTITY x SYSTEM "file:///etc/passwd">]><epp>&x;</epp>');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EppProtocolError);
    expect((error as Error).message).toBe('Malformed EPP frame: DOCTYPE declarations are not allowed at line 1, column 22');
    expect((error as Error).cause).toBeInstanceOf(XmlSyntaxError);
  });
});
