import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { copyContent } from '../../tools/test/project-copy';
import { loadContent, publishedContent } from './store';

/** A version 3 onion address for a key of the test's own, with the checksum Tor checks. */
function onionAddress(seed: string): string {
  const key = createHash('sha256').update(seed).digest();
  const checksum = createHash('sha3-256')
    .update(Buffer.concat([Buffer.from('.onion checksum'), key, Buffer.from([3])]))
    .digest()
    .subarray(0, 2);
  const bytes = Buffer.concat([key, checksum, Buffer.from([3])]);
  const letters = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return `${bits
    .match(/.{5}/g)!
    .map((group) => letters[parseInt(group, 2)])
    .join('')}.onion`;
}

const ARTICLE = 'content/help/addresses-of-the-test.md';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masky-site-values-'));
  await copyContent(dir);
  // An article of the test's own, so that an editor's rewording of the real ones changes no test,
  // in the help center's first category, whatever the editors call it.
  const help = parse(await readFile(path.join(dir, 'content/pages/help.yaml'), 'utf8')) as {
    categories: { id: string }[];
  };
  await writeFile(
    path.join(dir, ARTICLE),
    [
      '---',
      'title: Where is the test?',
      'summary: At the addresses of the test.',
      `category: ${help.categories[0].id}`,
      'date: 2025-07-25',
      '---',
      '',
      'The mirrors of the test: {mirrors}. The onion of the test: `{onion}`.',
      '',
    ].join('\n'),
  );
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('a help article names the addresses the site settings list', () => {
  it("follows the onion address and the mirrors, with a folder's path, leaving out a removed one", async () => {
    const onion = onionAddress('site-values test');
    const file = path.join(dir, 'content/site.yaml');
    const settings = parseDocument(await readFile(file, 'utf8'));
    settings.setIn(['onion', 'address'], onion);
    settings.set('mirrors', [
      { url: 'https://first.mirror-of-the-test.example', added: '2025-01-01' },
      { url: 'https://gone.mirror-of-the-test.example', added: '2025-01-01', removed: '2025-02-01' },
      { url: 'https://gateway.mirror-of-the-test.example/masky', added: '2025-01-02' },
    ]);
    await writeFile(file, settings.toString());
    const { content, problems } = await loadContent({ root: dir });
    expect(problems).toEqual([]);
    const article = content!.help.find((entry) => entry.id === 'addresses-of-the-test')!;
    expect(article.html).toContain(
      'The mirrors of the test: first.mirror-of-the-test.example, gateway.mirror-of-the-test.example/masky.',
    );
    expect(article.html).toContain(`<code>${onion}</code>`);
    expect(article.html).not.toContain('gone.mirror-of-the-test.example');
  });
});

it("the project's article on a blocked site shows its current onion address and mirrors", async () => {
  const content = await publishedContent(path.resolve(import.meta.dirname, '../..'));
  const article = content.help.find((entry) => entry.id === 'site-blocked')!;
  const { onion, mirrors = [] } = content.site;
  expect(article.html).toContain(onion!.address);
  for (const mirror of mirrors.filter((each) => each.removed === undefined))
    expect(article.html).toContain(mirror.url.replace(/^https:\/\//, ''));
});
