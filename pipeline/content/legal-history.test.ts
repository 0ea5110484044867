import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changeHistoryIssues } from '../../schemas';
import { loadContent } from './store';
import { formatProblem } from './problem';
import { copyContent } from '../../tools/test/project-copy';

describe('changeHistoryIssues', () => {
  it('accepts a history that runs newest first and starts on the day of lastUpdated', () => {
    expect(
      changeHistoryIssues({
        lastUpdated: '2025-07-24',
        changes: [
          { date: '2025-07-24', text: 'b' },
          { date: '2025-07-24', text: 'a' },
          { date: '2025-03-01', text: 'first' },
        ],
      }),
    ).toEqual([]);
    expect(changeHistoryIssues({ lastUpdated: '2025-07-24' })).toEqual([]);
  });

  it('points at each change that is newer than the one above it', () => {
    expect(
      changeHistoryIssues({
        lastUpdated: '2025-07-24',
        changes: [
          { date: '2025-03-01', text: 'first' },
          { date: '2025-07-24', text: 'latest' },
        ],
      }),
    ).toEqual([
      {
        path: ['changes', 1, 'date'],
        message: '2025-07-24 is newer than the change above it (2025-03-01); list the changes newest first',
      },
    ]);
  });

  it('asks for the newest change and lastUpdated to name the same day', () => {
    expect(
      changeHistoryIssues({ lastUpdated: '2025-07-24', changes: [{ date: '2025-03-01', text: 'first' }] }),
    ).toEqual([
      {
        path: ['changes', 0, 'date'],
        message:
          'the newest change is dated 2025-03-01 but lastUpdated is 2025-07-24; they should be the same day: add the latest change at the top, or correct one of the dates',
      },
    ]);
  });
});

describe('the build-time check of a legal change history', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('names the file, line, column and field an editor has to fix', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'h5-legal-'));
    await copyContent(root);
    const terms = path.join(root, 'content/legal/terms.md');
    const text = await readFile(terms, 'utf8');
    // The history must start on lastUpdated's day; here lastUpdated moves a day past its newest entry.
    const lastUpdated = /^lastUpdated: (\S+)$/m.exec(text)![1];
    const newest = `  - date: ${lastUpdated}`;
    const line = text.split('\n').findIndex((l) => l === newest) + 1;
    expect(line).toBeGreaterThan(0);
    const later = new Date(Date.parse(`${lastUpdated}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await writeFile(terms, text.replace(`lastUpdated: ${lastUpdated}\n`, `lastUpdated: ${later}\n`));
    const result = await loadContent({ root, today: '2099-01-01' });
    expect(result.problems.map(formatProblem)).toEqual([
      `content/legal/terms.md:${line}:11  changes[0].date: the newest change is dated ${lastUpdated} but lastUpdated is ${later}; they should be the same day: add the latest change at the top, or correct one of the dates`,
    ]);
  });
});
