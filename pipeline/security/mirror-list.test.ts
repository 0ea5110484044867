import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { MIRRORS_FILE, mirrorsJson } from '../../schemas';
import { loadContent } from '../content/store';
import { publishedFiles } from '../prerender/published-files';

const root = path.resolve(import.meta.dirname, '../..');
const validate = new Ajv({ allErrors: true }).compile(
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'bypass-censorship-mirrors.schema.json'), 'utf8'),
  ) as object,
);

describe('/mirrors.json', () => {
  it("is published from content/site.yaml in Bypass Censorship's format, without the removed mirrors", async () => {
    const { content } = await loadContent({ root });
    if (!content) throw new Error('the content has problems: run npm run check:content');
    const text = (await publishedFiles(root, content))[MIRRORS_FILE];
    expect(text).toBe(mirrorsJson(content.site));
    const list = JSON.parse(text) as unknown;
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
    const urls = (
      list as { sites: { available_alternatives: { url: string }[] }[] }
    ).sites[0].available_alternatives.map((alternative) => alternative.url);
    const removed = (content.site.mirrors ?? [])
      .filter((mirror) => mirror.removed)
      .map((mirror) => mirror.url);
    expect(removed.length).toBeGreaterThan(0);
    for (const url of removed) expect(urls).not.toContain(url);
    expect(urls).toContain(`http://${content.site.onion?.address}`);
  });

  it('fails the schema when a field is missing, misnamed or of the wrong kind', () => {
    const good = JSON.parse(
      mirrorsJson({
        siteUrl: 'https://masky.example',
        mirrors: [{ url: 'https://a.masky.example', added: '2025-07-01' }],
      }),
    ) as { sites: { main_domain: string; available_alternatives: Record<string, unknown>[] }[] };
    expect(validate(good)).toBe(true);
    const alternative = good.sites[0].available_alternatives[0];
    const variants: unknown[] = [
      { ...good, version: '1.0' },
      { version: '2.0', main_domain: 'masky.example', available_alternatives: [alternative] },
      { ...good, sites: [{ ...good.sites[0], main_domain: 'www.masky.example' }] },
      {
        ...good,
        sites: [{ ...good.sites[0], available_alternatives: [{ ...alternative, created_at: '2025-07-01' }] }],
      },
      { ...good, sites: [{ ...good.sites[0], available_alternatives: [{ ...alternative, proto: 'tor' }] }] },
      {
        ...good,
        sites: [{ ...good.sites[0], available_alternatives: [{ ...alternative, updated_at: undefined }] }],
      },
    ];
    for (const variant of variants)
      expect(validate(JSON.parse(JSON.stringify(variant))), JSON.stringify(variant)).toBe(false);
  });
});
