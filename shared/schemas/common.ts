import * as z from 'zod';
import { locales } from '../locales.ts';

/** A text or URL given per interface language. */
export const perLocale = <T extends z.ZodType>(value: T) => z.object({ fo: value, en: value });

export const languageSchema = z.enum(locales, { error: 'validation.invalid_language' });

/** Every successful answer is `{data}`; lists that page add `links.next`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const isoTimestamp = z.iso.datetime({ offset: false });

/**
 * Control characters (C0, DEL, C1) have no place in a name or a line of free text: they break
 * mails, PDFs, CSV exports and logs, and a NUL ends a string in more than one library. Line
 * breaks and tabs are the exception in a free text that truly spans lines (a reason, a zone file).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, but for tab, line feed and carriage return
const controlCharacterButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A name or one line of free text refuses control characters (`validation.control_characters`). */
export const oneLine = <T extends z.ZodString>(schema: T): T => schema.refine((text) => !controlCharacter.test(text), { error: 'validation.control_characters' });

/** A free text of several lines: tab and line breaks allowed, every other control character refused. */
export const severalLines = <T extends z.ZodString>(schema: T): T => schema.refine((text) => !controlCharacterButLineBreaks.test(text), { error: 'validation.control_characters' });

/** The longest id a request may name (a UUID, a DS record's id; as an id in a path, `functions/http/pipeline/path-ids.ts`). */
export const maxIdLength = 200;

/** An id in a request's body or query: past `maxIdLength` it names nothing (and never reaches a DynamoDB key, whose limit is 2 KB). */
export const idField = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(maxIdLength, { error: 'validation.invalid_value' });
