import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dnsTemplates } from './index.ts';
import { dnsTemplate, templateId } from './template.ts';

/** Every template file of the folder: valid against the schema, named by its id, and offered (in index.ts). */
const folder = new URL('./', import.meta.url);
const files = (await readdir(folder)).filter((file) => file.endsWith('.json'));

describe('the template files', () => {
  it('are all offered', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(dnsTemplates.map((template) => `${templateId(template)}.json`).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is a valid template named by its id', async (file) => {
    const parsed = dnsTemplate.safeParse(JSON.parse(await readFile(new URL(file, folder), 'utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(`${templateId(parsed.data!)}.json`).toBe(file);
  });
});
