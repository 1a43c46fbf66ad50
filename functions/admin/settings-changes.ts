import type { Settings } from '#shared/schemas/settings.ts';

export interface SettingsChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs, each with its value before and after (a map or the seller as a whole). */
export function settingsChanges(before: Settings, after: Settings): SettingsChange[] {
  return (Object.keys(after) as (keyof Settings)[])
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
