import * as z from 'zod';
import { createWebhookRequest, type CreateWebhookRequest } from '#shared/schemas/webhooks.ts';
import { webhookEventTypes } from '#shared/webhooks.ts';

/**
 * The "New webhook endpoint" form's values (flat, as the form kit keeps them: a checkbox per
 * event) and their schema, which checks them as the API will (`createWebhookRequest`) and puts
 * each problem on its field; no event chosen is said on the first event's checkbox.
 */
export const eventField = (type: string) => `event_${type.replace('.', '_')}`;

export const webhookFormSchema: z.ZodType<CreateWebhookRequest> = z.record(z.string(), z.union([z.string(), z.boolean()])).transform((values, context) => {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const request = { name: text('name'), url: text('url'), events: webhookEventTypes.filter((type) => values[eventField(type)] === true) };
  const parsed = createWebhookRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      context.addIssue({ code: 'custom', path: [first === 'events' ? eventField(webhookEventTypes[0]) : String(first)], message: issue.message });
    }
    return z.NEVER;
  }
  return parsed.data;
}) as unknown as z.ZodType<CreateWebhookRequest>;
