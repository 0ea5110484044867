import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../schemas';
import { ContentCache } from './cache';
import { readSections, writeSections } from './cache-file';
import { corpus } from './fixture-corpus';
import { formatProblem, reportLines, sortProblems } from './problem';
import { ContentStore } from './store';

/**
 * The content check with its cache prints exactly what it prints without one, whatever changed
 * between two checks, and a cache it cannot vouch for is ignored.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, '__fixtures__');
const TODAY = '2025-08-01';
/** The key these tests' caches are made with, in place of this machine's. */
const KEY = randomBytes(32);
const made: string[] = [];

afterAll(async () => {
  await Promise.all(made.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A copy of the real content in a folder of its own, and a cache file beside it. */
async function project(): Promise<{ root: string; cacheFile: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'content-cache-'));
  made.push(root);
  await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  return { root, cacheFile: path.join(root, 'cache.json') };
}

/** What the check prints for the content at `root`, remembering with `cache` when one is given. */
async function check(root: string, cache?: ContentCache): Promise<string[]> {
  const { problems, files } = await new ContentStore({ root, today: TODAY, cache }).load().ready();
  cache?.save();
  return reportLines(problems, files.length);
}

const open = (root: string, cacheFile: string, options: { version?: string; folder?: string } = {}) =>
  ContentCache.open({
    folder: options.folder ?? path.join(root, 'content'),
    file: cacheFile,
    key: KEY,
    ...options,
  })!;

/** The check's lines with the cache, twice (once as files change, once with nothing changed), and without. */
async function allWays(root: string, cacheFile: string) {
  const changed = await check(root, open(root, cacheFile));
  const unchanged = await check(root, open(root, cacheFile));
  const fresh = await check(root);
  return { changed, unchanged, fresh };
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** Rewrites each section of a cache file with `change`, and signs each again with a matching digest. */
function tamper(cacheFile: string, change: (json: string) => string): void {
  const { sections } = readSections(cacheFile, KEY);
  expect(sections).toBeDefined();
  writeSections(
    cacheFile,
    sections!.map((section) => change(section.bytes.toString())),
    KEY,
  );
}

describe('the check with its cache', () => {
  it(
    'prints the corpus lines the check without it prints, for every broken-file case in turn',
    { timeout: 300_000 },
    async () => {
      const { root, cacheFile } = await project();
      for (const [name, lines] of Object.entries(corpus)) {
        const changed = await filesUnder(path.join(fixtures, name));
        await cp(path.join(fixtures, name), path.join(root, 'content'), { recursive: true });
        for (const run of ['as the case is laid over the content', 'again, with nothing changed']) {
          const cache = open(root, cacheFile);
          const { problems } = await new ContentStore({ root, today: TODAY, cache }).load().ready();
          cache.save();
          expect({ name, run, lines: sortProblems(problems).map(formatProblem) }).toEqual({
            name,
            run,
            lines,
          });
        }
        // The case's files go back to the real content's (or away), as an editor's fix would.
        for (const file of changed) {
          const original = path.join(projectRoot, 'content', file);
          await cp(original, path.join(root, 'content', file)).catch(() =>
            rm(path.join(root, 'content', file)),
          );
        }
      }
      expect(await check(root, open(root, cacheFile))).toEqual(await check(projectRoot));
    },
  );

  it(
    'sees a file changed back and forth, and a problem fixed and brought back',
    { timeout: 120_000 },
    async () => {
      const { root, cacheFile } = await project();
      const file = path.join(root, 'content/plan-status.yaml');
      const good = await readFile(file, 'utf8');
      const bad = good.replace(/^name: .*$/m, 'nmae: Premium');
      const other = good.replace(/^name: .*$/m, 'name: Another plan');
      for (const text of [good, bad, good, other, good, bad, bad, good]) {
        await writeFile(file, text);
        const lines = await allWays(root, cacheFile);
        expect(lines.changed).toEqual(lines.fresh);
        expect(lines.unchanged).toEqual(lines.fresh);
        expect(lines.fresh.some((line) => line.includes('"nmae" is not a field here'))).toBe(text === bad);
      }
    },
  );

  it("keeps nothing of a file holding a value JSON cannot write as it is, such as YAML's .inf", async () => {
    const { root, cacheFile } = await project();
    const file = path.join(root, 'content/translations/ru/plans.yaml');
    // A translation's words are kept as YAML read them, and JSON writes infinity as null: recalled,
    // the file would hold another value than the one it was read with.
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^( {4}price: ).*$/m, '$1.inf'));
    const lines = await allWays(root, cacheFile);
    expect(lines.changed).toEqual(lines.fresh);
    expect(lines.unchanged).toEqual(lines.fresh);
    const entries = readSections(cacheFile, KEY).sections![1].bytes.toString();
    expect(entries).toContain('"translations/ru/platforms.yaml"\t');
    expect(entries).not.toContain('"translations/ru/plans.yaml"\t');
  });

  it('reads a statement again when its key changes', { timeout: 60_000 }, async () => {
    const { root, cacheFile } = await project();
    await check(root, open(root, cacheFile));
    const { publicKey } = await openpgp.generateKey({ type: 'ecc', userIDs: [{ name: 'Another key' }] });
    await writeFile(path.join(root, 'content', collections.canary.signingKey.file), publicKey);
    const lines = await allWays(root, cacheFile);
    expect(lines.changed).toEqual(lines.fresh);
    expect(lines.unchanged).toEqual(lines.fresh);
    expect(lines.fresh.join('\n')).toMatch(
      /the signature does not match this statement: it was not signed with the key/,
    );
  });

  it(
    'reads a translation again when its English file or the languages change',
    { timeout: 120_000 },
    async () => {
      const { root, cacheFile } = await project();
      const translation = path.join(root, 'content/translations/ru/pages/about.md');
      await writeFile(
        translation,
        '---\ntranslation:\n  reviewed: false\nheading: Заголовок\nheadline: Лишнее поле\n---\n\nТекст.\n',
      );
      const english = path.join(root, 'content/pages/about.md');
      const good = await readFile(english, 'utf8');
      const languages = path.join(root, 'content/languages.yaml');
      const listed = await readFile(languages, 'utf8');
      const steps: [string, () => Promise<void>][] = [
        ['the English broken', () => writeFile(english, good.replace(/^heading:/m, 'haeding:'))],
        ['the English fixed', () => writeFile(english, good)],
        [
          'Russian not a language of the site',
          () => writeFile(languages, listed.replace(/^- tag: ru\n(?: {2}.*\n)*/m, '')),
        ],
        ['Russian again', () => writeFile(languages, listed)],
      ];
      for (const [step, change] of steps) {
        await change();
        const lines = await allWays(root, cacheFile);
        expect({ step, lines: lines.changed }).toEqual({ step, lines: lines.fresh });
        expect({ step, lines: lines.unchanged }).toEqual({ step, lines: lines.fresh });
      }
      expect((await check(root, open(root, cacheFile))).join('\n')).toMatch(
        /ru\/pages\/about\.md:5:1 {2}headline/,
      );
    },
  );
});

describe('a cache the check cannot vouch for', () => {
  let root: string;
  let cacheFile: string;
  let truth: string[];

  // A cache whose message for a mistyped field was rewritten, and signed again, so that a cache the
  // check trusts shows in what it prints.
  beforeEach(async () => {
    ({ root, cacheFile } = await project());
    const status = path.join(root, 'content/plan-status.yaml');
    await writeFile(status, (await readFile(status, 'utf8')).replace(/^name:/m, 'nmae:'));
    truth = await check(root);
    expect(truth.join('\n')).toMatch(/"nmae" is not a field here/);
    await check(root, open(root, cacheFile, { version: 'the version that wrote it' }));
    tamper(cacheFile, (json) => json.replaceAll('\\"nmae\\" is not a field here', '\\"nmae\\" is fine here'));
  }, 60_000);

  it('is trusted when it was made by this version of the check for this folder', async () => {
    const lines = await check(root, open(root, cacheFile, { version: 'the version that wrote it' }));
    expect(lines.join('\n')).toMatch(/"nmae" is fine here/);
  });

  it('is ignored when another version of the check made it', async () => {
    expect(await check(root, open(root, cacheFile, { version: 'a newer version' }))).toEqual(truth);
  });

  it('is ignored when it was made for another folder', async () => {
    const other = await project();
    await cp(path.join(root, 'content'), path.join(other.root, 'content'), { recursive: true });
    const lines = await check(
      other.root,
      open(other.root, cacheFile, { version: 'the version that wrote it' }),
    );
    expect(lines).toEqual(truth);
  });

  it('is ignored when its bytes were changed after it was written', async () => {
    const bytes = await readFile(cacheFile);
    await writeFile(
      cacheFile,
      Buffer.from(bytes.toString('latin1').replace('is fine here', 'is fine HERE'), 'latin1'),
    );
    expect(await check(root, open(root, cacheFile, { version: 'the version that wrote it' }))).toEqual(truth);
  });

  it('is ignored when it is cut short, empty, or not a cache at all', { timeout: 60_000 }, async () => {
    const bytes = await readFile(cacheFile);
    for (const broken of [
      bytes.subarray(0, bytes.length / 2),
      Buffer.alloc(0),
      Buffer.from('{"entries": {}}'),
    ]) {
      await writeFile(cacheFile, broken);
      expect(await check(root, open(root, cacheFile, { version: 'the version that wrote it' }))).toEqual(
        truth,
      );
    }
  });
});
