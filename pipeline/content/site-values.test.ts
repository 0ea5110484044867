import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isMap, isSeq, parse, parseDocument, type YAMLMap } from 'yaml';
import { copyContent } from '../../tools/test/project-copy';
import { ContentStore, loadContent, publishedContent } from './store';

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

/** A help article of the test's own that restates the facts of the plans and the platforms. */
const FACTS = 'content/help/facts-of-the-test.md';
const FACTS_IN_PERSIAN = 'content/translations/fa/help/facts-of-the-test.md';

/** Changes each entry of a list file that `where` picks, by its fields, with `change`. */
async function changeEntries(
  file: string,
  where: (entry: Record<string, unknown>) => boolean,
  change: (entry: YAMLMap, fields: Record<string, unknown>) => void,
): Promise<void> {
  const document = parseDocument(await readFile(path.join(dir, file), 'utf8'));
  const list = document.contents;
  if (!isSeq(list)) throw new Error(`${file} is not a list`);
  for (const item of list.items) {
    if (!isMap(item)) continue;
    const fields = item.toJSON() as Record<string, unknown>;
    if (where(fields)) change(item, fields);
  }
  await writeFile(path.join(dir, file), document.toString());
}

describe('a text restates the facts of the plans and the platforms from the data', () => {
  beforeEach(async () => {
    const help = parse(await readFile(path.join(dir, 'content/pages/help.yaml'), 'utf8')) as {
      categories: { id: string }[];
    };
    const front = (title: string) => [
      '---',
      `title: ${title}`,
      'summary: The facts.',
      `category: ${help.categories[0].id}`,
      'date: 2025-07-25',
      '---',
    ];
    await writeFile(
      path.join(dir, FACTS),
      [
        ...front('What are the facts of the test?'),
        '',
        'Premium costs {premium-price}, covers {devices} devices, starts with a {trial-days}-day trial and runs the Windows app {windows-version}.',
        '',
      ].join('\n'),
    );
    await mkdir(path.dirname(path.join(dir, FACTS_IN_PERSIAN)), { recursive: true });
    await writeFile(
      path.join(dir, FACTS_IN_PERSIAN),
      [
        '---',
        'translation:',
        '  reviewed: false',
        'title: واقعیت‌های آزمون',
        '---',
        '',
        'پریمیوم {premium-price}، تا {devices} دستگاه، {trial-days} روز.',
        '',
      ].join('\n'),
    );
  });

  it('follows a change of the price, the devices, the trial and the version, in each language’s numbers', async () => {
    await changeEntries(
      'content/plans.yaml',
      () => true,
      (plan, fields) => {
        if (fields.devices !== undefined) plan.set('devices', 12);
        if (fields.trialDays !== undefined) plan.set('trialDays', 14);
        if (fields.id === 'premium') plan.set('price', '$4');
      },
    );
    await changeEntries(
      'content/platforms.yaml',
      (platform) => platform.os === 'windows',
      (platform) => platform.set('version', '9.8.7'),
    );
    const { content, languages, problems } = await loadContent({ root: dir });
    expect(problems).toEqual([]);
    const article = (help: { id: string; html: string }[]) =>
      help.find((entry) => entry.id === 'facts-of-the-test')!;
    expect(article(content!.help).html).toContain(
      'Premium costs $4, covers 12 devices, starts with a 14-day trial and runs the Windows app 9.8.7.',
    );
    const persian = languages!.find((language) => language.language.tag === 'fa')!.content;
    const FSI = '\u2068';
    const PDI = '\u2069';
    expect(article(persian.help).html).toContain(
      `پریمیوم ${FSI}$4${PDI}، تا ${FSI}۱۲${PDI} دستگاه، ${FSI}۱۴${PDI} روز.`,
    );
    // The plans' own lines that name the devices follow too, as the plans file writes them.
    const written = parse(await readFile(path.join(dir, 'content/plans.yaml'), 'utf8')) as {
      features: string[];
    }[];
    const lines = written.flatMap((plan) => plan.features).filter((line) => line.includes('{devices}'));
    expect(lines.length).toBeGreaterThan(0);
    const shown = content!.plans.flatMap((plan) => plan.features);
    for (const line of lines) expect(shown).toContain(line.replace('{devices}', '12'));
  });

  it('shows an editor’s saved change of the plans in a text the store read before', async () => {
    const store = new ContentStore({ root: dir }).load();
    const before = (await store.result()).content!.help.find((entry) => entry.id === 'facts-of-the-test')!;
    const plans = (await store.result()).content!.plans;
    const devices = plans.find((plan) => plan.devices !== undefined)!.devices!;
    expect(before.html).toContain(`covers ${devices} devices`);
    await changeEntries(
      'content/plans.yaml',
      (plan) => plan.devices !== undefined,
      (plan) => plan.set('devices', devices + 1),
    );
    store.update(path.join(dir, 'content/plans.yaml'));
    const { content, problems } = await store.result();
    expect(problems).toEqual([]);
    expect(content!.help.find((entry) => entry.id === 'facts-of-the-test')!.html).toContain(
      `covers ${devices + 1} devices`,
    );
  });

  it('says where a text names a fact the data does not give', async () => {
    await changeEntries(
      'content/platforms.yaml',
      (platform) => platform.os === 'windows',
      (platform) => platform.delete('version'),
    );
    const { problems } = await loadContent({ root: dir });
    expect(problems).toEqual([
      {
        file: FACTS,
        line: 8,
        column: expect.any(Number) as number,
        path: 'body',
        message:
          '{windows-version} has no value: no platform in content/platforms.yaml with os: windows gives a version; add it there, or write this text without {windows-version}',
      },
    ]);
  });
});
