/**
 * A small, strict XML 1.0 reader for EPP frames, giving the element tree the EPP codec reads:
 * an element is a string when it holds text only ('' when empty), otherwise an object of its
 * child elements (in document order, a repeated one as an array), its text as `#text` and its
 * attributes as `@_name`. Every value is a string, as received (no number or boolean parsing).
 *
 * Text is trimmed, in pieces: the text before, between and after child elements is trimmed
 * piece by piece and the pieces joined; CDATA is kept as it is. Comments and processing
 * instructions are passed over. Attribute values are trimmed too.
 *
 * Strict: no DTD at all (`<!DOCTYPE` is refused, so no entity can be declared, let alone
 * expanded); references only to the five predefined entities and to characters (`&#229;`,
 * `&#xE5;`); names as XML namespaces allow them (at most one colon); one root element; every tag
 * closed, in order; attributes quoted, unique, without `<`. Anything else throws an
 * `XmlSyntaxError` that says what and where (line and column).
 */

export type XmlElements = Record<string, unknown>;

export interface XmlReadOptions {
  /** Names without their namespace prefix (`domain:name` → `name`, attributes too), and no `xmlns` declarations. */
  removeNamespacePrefixes?: boolean;
  /** Element names (as they end up) that are always arrays, even when they occur once. */
  arrays?: ReadonlySet<string>;
}

export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

// XML 1.0 names (§2.3) without the colon, which namespaces (§3) allow once, between prefix and local part.
const nameStart =
  'A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const ncName = `[${nameStart}][${nameStart}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*`;
const qName = `${ncName}(?::${ncName})?`;
const space = '[ \\t\\n\\r]';
const sticky = (source: string) => new RegExp(source, 'uy');

const openTag = sticky(`<(${qName})`);
const attribute = sticky(`${space}+(${qName})${space}*=${space}*(?:"([^<"]*)"|'([^<']*)')`);
const tagEnd = sticky(`${space}*(/?)>`);
const closeTag = sticky(`</(${qName})${space}*>`);
const processingInstruction = sticky(`<\\?(${ncName})(?=${space}|\\?>)`);
const pseudoAttribute = (name: string, value: string, quote: number) => `${space}+${name}${space}*=${space}*(["'])${value}\\${quote}`;
const declaration = sticky(
  `<\\?xml${pseudoAttribute('version', '1\\.[0-9]+', 1)}(?:${pseudoAttribute('encoding', '[A-Za-z][A-Za-z0-9._-]*', 2)})?(?:${pseudoAttribute('standalone', '(?:yes|no)', 3)})?${space}*\\?>`,
);
const blank = /^[ \t\n\r]*$/;

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const reference = /&(#x[0-9a-fA-F]+|#[0-9]+|\w+)?(;?)/g;
/** `Char` of XML 1.0 §2.2: what a character reference may stand for. */
const isXmlChar = (code: number) =>
  code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
/** Deeper than any EPP frame; keeps a hostile one from being expensive. */
const maxDepth = 100;
/** Element names that would change what a plain object is; fast-xml-parser refused or renamed the same. */
const reservedName = /^(?:__proto__|constructor|prototype)$/;
const shadowingName = /^(?:hasOwnProperty|toString|valueOf|__(?:define|lookup)[GS]etter__)$/;

interface OpenElement {
  name: string;
  key: string;
  start: number;
  children: XmlElements;
  text: string;
  attributes: XmlElements | undefined;
}

/** Reads a whole document: `{ rootName: rootElement }`. Throws an `XmlSyntaxError` unless it is well-formed. */
export function readXml(xml: string, options: XmlReadOptions = {}): XmlElements {
  const { removeNamespacePrefixes = false, arrays } = options;
  const text = xml.replace(/\r\n?/g, '\n');
  const fail = (message: string, at: number): never => {
    const before = text.slice(0, at);
    throw new XmlSyntaxError(`${message} at line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`);
  };
  const decode = (raw: string, at: number): string =>
    raw.includes('&')
      ? raw.replace(reference, (match, body: string | undefined, semicolon: string, offset: number) => {
          if (!body) return fail(`Unescaped '&' (write &amp;)`, at + offset);
          if (semicolon && body[0] !== '#' && Object.hasOwn(predefined, body)) return predefined[body]!;
          const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
          if (semicolon && body[0] === '#' && isXmlChar(code)) return String.fromCodePoint(code);
          return fail(`Not a predefined entity or a character reference: ${JSON.stringify(match)}`, at + offset);
        })
      : raw;
  const localName = (name: string) => (removeNamespacePrefixes ? name.slice(name.indexOf(':') + 1) : name);

  const document: XmlElements = {};
  const stack: OpenElement[] = [];
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let hasRoot = false;
  /** Raw text of the innermost open element since its last child element, CDATA section or processing instruction. */
  let pending = '';

  /** Its references were checked piece by piece (trimming cannot cut one), so decoding cannot fail here. */
  const flush = (element: OpenElement) => {
    const trimmed = pending.trim();
    if (trimmed) element.text += decode(trimmed, 0);
    pending = '';
  };
  const close = (element: OpenElement) => {
    const { key, children, text, attributes } = element;
    if (text) children['#text'] = text;
    let value: unknown = children;
    if (attributes) Object.assign(children, attributes);
    else if (Object.keys(children).length === (text ? 1 : 0)) value = text;
    const parent = stack.at(-1)?.children ?? document;
    const existing = parent[key];
    if (!Object.hasOwn(parent, key)) parent[key] = arrays?.has(key) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else parent[key] = [existing, value];
  };

  let index = start;
  while (index < text.length) {
    const lt = text.indexOf('<', index);
    const end = lt < 0 ? text.length : lt;
    if (end > index) {
      const chunk = text.slice(index, end);
      if (!stack.length) {
        if (!blank.test(chunk)) fail(hasRoot ? 'Text after the root element' : 'Text before the root element', index + chunk.search(/[^ \t\n\r]/));
      } else {
        // Checked here, where the position is known; decoded once the piece is complete and trimmed.
        decode(chunk, index);
        pending += chunk;
      }
    }
    if (lt < 0) break;
    const top = stack.at(-1);
    const next = text[lt + 1];

    if (next === '!') {
      if (text.startsWith('<!--', lt)) {
        const closing = text.indexOf('-->', lt + 4);
        if (closing < 0) fail('Unclosed comment', lt);
        const comment = text.slice(lt + 4, closing);
        if (comment.includes('--') || comment.endsWith('-')) fail("'--' inside a comment", lt);
        index = closing + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        if (!top) return fail('CDATA section outside the root element', lt);
        const closing = text.indexOf(']]>', lt + 9);
        if (closing < 0) fail('Unclosed CDATA section', lt);
        flush(top);
        top.text += text.slice(lt + 9, closing);
        index = closing + 3;
      } else {
        return fail(text.startsWith('<!DOCTYPE', lt) ? 'DOCTYPE declarations are not allowed' : "Unexpected '<!'", lt);
      }
    } else if (next === '?') {
      processingInstruction.lastIndex = lt;
      const target = processingInstruction.exec(text)?.[1];
      if (!target) return fail('Malformed processing instruction', lt);
      if (/^xml$/i.test(target)) {
        if (lt !== start) fail('XML declaration not at the start of the document', lt);
        declaration.lastIndex = lt;
        if (!declaration.test(text)) fail('Malformed XML declaration', lt);
        index = declaration.lastIndex;
      } else {
        const closing = text.indexOf('?>', processingInstruction.lastIndex);
        if (closing < 0) fail('Unclosed processing instruction', lt);
        if (top) flush(top);
        index = closing + 2;
      }
    } else if (next === '/') {
      closeTag.lastIndex = lt;
      const name = closeTag.exec(text)?.[1];
      if (!name) return fail('Malformed closing tag', lt);
      if (!top) return fail(`Closing tag </${name}> without an open element`, lt);
      if (top.name !== name) {
        const before = text.slice(0, top.start);
        fail(`Closing tag </${name}> does not match <${top.name}> (line ${before.split('\n').length}, column ${top.start - before.lastIndexOf('\n')})`, lt);
      }
      flush(top);
      stack.pop();
      close(top);
      index = closeTag.lastIndex;
    } else {
      openTag.lastIndex = lt;
      const name = openTag.exec(text)?.[1];
      if (!name) return fail("'<' not followed by an element name (write &lt;)", lt);
      if (!top && hasRoot) fail('More than one root element', lt);
      if (stack.length >= maxDepth) fail(`Elements nested more than ${maxDepth} deep`, lt);
      let key = localName(name);
      if (reservedName.test(key)) fail(`Element name <${name}> is not allowed`, lt);
      if (shadowingName.test(key)) key = `__${key}`;

      let position = openTag.lastIndex;
      let attributes: XmlElements | undefined;
      const names = new Set<string>();
      let selfClosing: boolean;
      for (;;) {
        tagEnd.lastIndex = position;
        const ending = tagEnd.exec(text);
        if (ending) {
          selfClosing = ending[1] === '/';
          position = tagEnd.lastIndex;
          break;
        }
        attribute.lastIndex = position;
        const match = attribute.exec(text);
        if (!match) return fail(`Malformed attribute or unclosed tag <${name}>: ${JSON.stringify(text.slice(position, position + 24))}`, position);
        const [, attributeName = '', doubleQuoted, singleQuoted = ''] = match;
        if (names.has(attributeName)) fail(`Attribute ${attributeName} repeated in <${name}>`, match.index);
        names.add(attributeName);
        const value = decode((doubleQuoted ?? singleQuoted).trim(), match.index);
        if (!removeNamespacePrefixes || (attributeName !== 'xmlns' && !attributeName.startsWith('xmlns:'))) (attributes ??= {})[`@_${localName(attributeName)}`] = value;
        position = attribute.lastIndex;
      }

      if (top) flush(top);
      hasRoot = true;
      const element: OpenElement = { name, key, start: lt, children: {}, text: '', attributes };
      if (selfClosing) close(element);
      else stack.push(element);
      index = position;
    }
  }
  const unclosed = stack.at(-1);
  if (unclosed) fail(`Unclosed element <${unclosed.name}>`, unclosed.start);
  if (!hasRoot) fail('No root element', index);
  return document;
}
