import * as z from 'zod';
import { locales } from '../locales.ts';

/** A text or URL given per interface language. */
export const perLocale = <T extends z.ZodType>(value: T) => z.object({ fo: value, en: value });

export const languageSchema = z.enum(locales, { error: 'validation.invalid_language' });

/** Every successful answer is `{data}`; lists that page add `links.next`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const isoTimestamp = z.iso.datetime({ offset: false });
