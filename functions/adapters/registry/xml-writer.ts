/**
 * Writes an element tree, in the form `readXml` gives (`@_name` attributes, `#text` text,
 * arrays for repeated elements), as compact XML: no whitespace between elements, an empty element
 * as `<name/>`, and `&`, `<`, `>`, `"` and `'` escaped in text and attribute values alike.
 *
 * `undefined` (as an element, an array item or an attribute) writes nothing, and `null` an empty
 * element (no attribute). Other values are written as text with `String()`. Element and
 * attribute names are written as they are: they come from the code, never from data.
 */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escape = (value: unknown): string => String(value).replace(/[&<>"']/g, (character) => escapes[character]!);

/** One element (or, for an array, one per item) with everything inside it. */
export function writeXmlElement(name: string, value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => writeXmlElement(name, item)).join('');
  let attributes = '';
  let content = '';
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('@_')) {
        if (child !== undefined && child !== null) attributes += ` ${key.slice(2)}="${escape(child)}"`;
      } else if (key === '#text') {
        if (child !== undefined && child !== null) content += escape(child);
      } else {
        content += writeXmlElement(key, child);
      }
    }
  } else if (value !== null) {
    content = escape(value);
  }
  return content ? `<${name}${attributes}>${content}</${name}>` : `<${name}${attributes}/>`;
}
