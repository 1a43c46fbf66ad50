import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

export const settingsChanged = defineEvent({
  name: 'settings.changed',
  version: 1,
  description: 'An administrator changed the settings: each changed field with its value before and after (JSON values). They apply at once.',
  schema: z.object({
    actorId: z.string(),
    actorKind: z.literal('admin'),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })).min(1),
  }),
});
