import type { Settings, SettingsUpdate } from '#shared/schemas/settings.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import { newEvent } from './events.ts';
import { settingsChanges } from './settings-changes.ts';

export interface UpdateSettingsPorts {
  settings: {
    get(): Promise<Settings>;
    /** Saves the settings and the event that tells the change, in one transaction (outbox). */
    saveChange(settings: Settings, event: EventEnvelope): Promise<void>;
  };
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

/**
 * An administrator saves the settings: they apply at once (every function reads them at each
 * use), and the change is in the activity log with the administrator as actor and each field's old
 * and new value. Saving the settings as they are changes and logs nothing.
 */
export async function updateSettings(input: { actorId: string; update: SettingsUpdate }, ports: UpdateSettingsPorts): Promise<Settings> {
  const before = await ports.settings.get();
  const after: Settings = { ...before, ...input.update };
  const changes = settingsChanges(before, after);
  if (changes.length === 0) return before;
  const event = newEvent('settings.changed', { actorId: input.actorId, actorKind: 'admin', changes }, ports.clock);
  await ports.settings.saveChange(after, event);
  await ports.deliver([event]);
  return after;
}
