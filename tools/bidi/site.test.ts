import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/build';
import { publishedContent } from '../test/site-copy';
import { checkSite, formatSiteFault, type SiteBidiFault } from './site';

const root = path.resolve(import.meta.dirname, '../..');

describe('every page of every right-to-left language, built', () => {
  let out: string;
  let result: { faults: SiteBidiFault[]; pages: string[] };

  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'masky-bidi-'));
    await buildSite(root, out);
    result = await checkSite(out, root);
  }, 240_000);

  afterAll(() => rm(out, { recursive: true, force: true }));

  it('shows every number, address, file name, $ name, English sentence and list of names in the order it is written', () => {
    expect(result.faults.map(formatSiteFault)).toEqual([]);
  });

  it('checked every page of those languages', async () => {
    const { languages } = await publishedContent(root);
    const rtl = languages.filter((language) => language.dir === 'rtl');
    expect(rtl.length).toBeGreaterThan(0);
    for (const language of rtl) {
      // The language's home page and its contact page stand for the pages every language has.
      expect(result.pages).toEqual(
        expect.arrayContaining([`/${language.tag}`, `/${language.tag}/contact-us`]),
      );
    }
  });
});
