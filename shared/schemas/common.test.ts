import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { idField, maxIdLength, oneLine, severalLines } from './common.ts';
import { createTeamRequest, updateTeamRequest } from './teams.ts';
import { updateProfileRequest } from './auth.ts';
import { adminOrderActionRequest } from './admin-orders.ts';
import { zoneFileImportRequest } from './dns.ts';

const messageOf = (result: z.ZodSafeParseResult<unknown>, path: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('control characters', () => {
  const line = oneLine(z.string().max(100));
  const text = severalLines(z.string().max(100));

  it('are refused in a name or a line of text: NUL, bell, escape, tab, line breaks, DEL and the C1 range', () => {
    for (const character of ['\u0000', '\u0007', '\u001b', '\t', '\n', '\r', '\u007f', '\u0085', '\u009f']) {
      expect(messageOf(line.safeParse(`Hav${character}nar`), ''), JSON.stringify(character)).toBe('validation.control_characters');
    }
  });

  it('leave letters of every language, spaces and punctuation alone', () => {
    for (const name of ['Óli Jógvan Ðáin', 'Ærøskøbing & Co. (2026)', 'Zoë Ångström – “quoted”', '北京', '\u00a0non-breaking']) expect(line.parse(name)).toBe(name);
  });

  it('in a text of several lines: tab, line feed and carriage return pass, the rest is refused', () => {
    expect(text.parse('First line\r\n\tsecond line')).toBe('First line\r\n\tsecond line');
    for (const character of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0090']) {
      expect(messageOf(text.safeParse(`a${character}b`), ''), JSON.stringify(character)).toBe('validation.control_characters');
    }
  });

  it('are refused where names and free text arrive: a team, a profile, an administrator’s reason, a zone file', () => {
    expect(messageOf(createTeamRequest.safeParse({ name: 'Team\u0000' }), 'name')).toBe('validation.control_characters');
    expect(messageOf(updateTeamRequest.safeParse({ attention: 'Óli\u0007' }), 'attention')).toBe('validation.control_characters');
    expect(messageOf(updateProfileRequest.safeParse({ name: 'Óli\u0000', street: 'Vegur 1', zip: '100', city: 'Tórshavn', country_code: 'FO' }), 'name')).toBe(
      'validation.control_characters',
    );
    expect(adminOrderActionRequest.safeParse({ reason: 'Paid at the desk.\nReceipt 12.' }).success).toBe(true);
    expect(messageOf(adminOrderActionRequest.safeParse({ reason: 'Paid\u0000' }), 'reason')).toBe('validation.control_characters');
    expect(zoneFileImportRequest.safeParse({ zone_file: 'www\t3600\tIN\tA\t192.0.2.1\r\n' }).success).toBe(true);
    expect(messageOf(zoneFileImportRequest.safeParse({ zone_file: 'www 3600 IN A 192.0.2.1\u0000' }), 'zone_file')).toBe('validation.control_characters');
  });
});

describe('an id in a request', () => {
  it('is at most as long as an id in a path can be', () => {
    expect(idField.parse('a'.repeat(maxIdLength))).toHaveLength(maxIdLength);
    expect(messageOf(idField.safeParse('a'.repeat(maxIdLength + 1)), '')).toBe('validation.invalid_value');
    expect(messageOf(idField.safeParse(''), '')).toBe('validation.required');
  });
});
