import * as z from 'zod';
import { languageSchema } from '#shared/schemas/common.ts';
import { defineEvent } from '../envelope.ts';

export const userLanguageChanged = defineEvent({
  name: 'user.language-changed',
  version: 1,
  description: 'A user chose another interface language.',
  schema: z.object({
    userId: z.string(),
    language: languageSchema,
    previousLanguage: languageSchema.nullable(),
  }),
});
