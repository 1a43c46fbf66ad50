import { describe, expect, it } from 'vitest';
import { eventField, webhookFormSchema } from './form-schema';

const none = {
  event_domain_expiring: false,
  event_domain_renewed: false,
  event_domain_renewal_failed: false,
  event_domain_registered: false,
  event_domain_transferred_in: false,
  event_domain_transferred_away: false,
  event_domain_name_servers_changed: false,
  event_domain_dnssec_changed: false,
  event_domain_dns_records_changed: false,
  event_domain_lock_changed: false,
  event_team_member_joined: false,
  event_team_member_left: false,
};
const fieldsOf = (values: Record<string, string | boolean>) => {
  const parsed = webhookFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the new webhook endpoint form', () => {
  it('turns the checkboxes into the API’s list of events', () => {
    expect(webhookFormSchema.parse({ ...none, name: ' Kjatt ', url: ' https://example.com/hook ', event_domain_renewed: true, event_team_member_left: true })).toEqual({
      name: 'Kjatt',
      url: 'https://example.com/hook',
      events: ['domain.renewed', 'team.member_left'],
    });
    expect(eventField('domain.dns_records_changed')).toBe('event_domain_dns_records_changed');
  });

  it('says each problem on its field: no name, no address, no event (on the first checkbox)', () => {
    expect(fieldsOf({ ...none, name: '', url: 'not a url' })).toEqual({
      name: 'validation.required',
      url: 'validation.invalid_url',
      event_domain_expiring: 'validation.webhook_events_required',
    });
  });
});
