import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from './store';
import { corpus } from './__fixtures__/corpus';
import { formatProblem, sortProblems } from './problem';
import { contentDay } from '../../tools/test/content-day';
import { copyContent } from '../../tools/test/project-copy';

const fixtures = path.join(import.meta.dirname, '__fixtures__');
/** Today for the check: the real content's own day, so that its newest legal version is never in the future. */
const today = contentDay();
const cases = corpus(today);
const made: string[] = [];

/**
 * A copy of the real content with a case's files laid over it: each folder under __fixtures__ holds
 * one or two broken files, at their place under content/.
 */
async function contentWith(name: string | undefined, remove: string[] = []): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'content-case-'));
  made.push(root);
  await copyContent(root);
  if (name) await cp(path.join(fixtures, name), path.join(root, 'content'), { recursive: true });
  for (const file of remove) await rm(path.join(root, 'content', file));
  return root;
}

afterAll(async () => {
  await Promise.all(made.map((root) => rm(root, { recursive: true, force: true })));
});

async function printedLines(root: string): Promise<string[]> {
  const { content, problems } = await loadContent({ root, today });
  // A file with a problem never lets the content through.
  expect(content).toBeUndefined();
  return sortProblems(problems).map(formatProblem);
}

describe('the broken-file corpus', () => {
  it('holds a case for each folder under __fixtures__', async () => {
    const folders = (await readdir(fixtures, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.entries(cases))('%s prints exactly its lines', async (name, lines) => {
    expect(await printedLines(await contentWith(name))).toEqual(lines);
  });

  it('reports a missing file', async () => {
    expect(await printedLines(await contentWith(undefined, ['setup.yaml']))).toEqual([
      'content/setup.yaml:1:1  this file is missing; the site needs it: it should hold a list of items, each starting with "- "; see content/README.md',
    ]);
  });

  it('reports a link of a field that names a host once, in the words of its field', async () => {
    const root = await contentWith(undefined);
    const file = path.join(root, 'content/plans.yaml');
    const plans = await readFile(file, 'utf8');
    const link = /^(\s+to: )(\/\S*)$/m.exec(plans);
    expect(link, 'content/plans.yaml has a link').not.toBeNull();
    await writeFile(file, plans.replace(link![0], `${link![1]}//2130706433`));
    const lines = await printedLines(root);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/plans\.yaml:\d+:\d+ {2}\S+\.to: starts with \/\/, which a browser reads as the address of another site: /,
    );
  });

  it('reports every broken file in one run', async () => {
    const root = await contentWith('country-codes');
    await cp(path.join(fixtures, 'unknown-key'), path.join(root, 'content'), { recursive: true });
    await cp(path.join(fixtures, 'two-featured-plans'), path.join(root, 'content'), { recursive: true });
    const lines = await printedLines(root);
    expect(lines).toEqual([
      ...cases['unknown-key'],
      ...cases['two-featured-plans'],
      ...cases['country-codes'],
    ]);
  });
});
