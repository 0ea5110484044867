import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../content/store';
import { recordTranslation, translationReport } from './translation-tools';
import { copyContent } from '../../tools/test/project-copy';

/** A copy of the project's content without its translations, so no translator's edit changes a test. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masky-translation-tools-'));
  await copyContent(dir);
  await rm(path.join(dir, 'content/translations'), { recursive: true, force: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ENGLISH = 'content/help/how-do-i-pay.md';
const TRANSLATED = 'content/translations/fa/help/how-do-i-pay.md';
const KEY = 'help/how-do-i-pay';

/** The English article with a body of the test's own, so that an edit of the real article changes no test. */
async function englishWithBody(): Promise<string> {
  const text = await readFile(path.join(dir, ENGLISH), 'utf8');
  const frontMatter = text.slice(0, text.indexOf('\n---\n', 3) + '\n---\n'.length);
  return `${frontMatter}\nAn opening of the test.\n\n## The section of the test\n\nA paragraph the test rewords.\n`;
}

const statusOf = async () => {
  const { languages } = await loadContent({ root: dir });
  return languages!.find((language) => language.language.tag === 'fa')!.status.get(KEY);
};

describe('the translators’ tools on a translated help article', () => {
  beforeEach(async () => {
    await writeFile(path.join(dir, ENGLISH), await englishWithBody());
    await mkdir(path.join(dir, path.dirname(TRANSLATED)), { recursive: true });
    await writeFile(
      path.join(dir, TRANSLATED),
      '---\ntranslation:\n  reviewed: false\ntitle: عنوان\nsummary: خلاصه\n---\n\nآغاز.\n\n## بخش\n\nبند.\n',
    );
  });

  it('records the fingerprints of the article’s words and body sections, none of its other fields', async () => {
    const record = await recordTranslation(dir, path.join(dir, TRANSLATED));
    expect(record).toMatchObject({ recorded: true, message: expect.stringMatching(/4 sections$/) });
    expect(await readFile(path.join(dir, TRANSLATED), 'utf8')).toMatch(
      /source:\n {4}title: \w+\n {4}summary: \w+\n {4}body: \w+\n {4}"body: The section of the test": \w+\n/,
    );
    // A new date or category in English is no new wording, so the translation stays up to date.
    const english = await readFile(path.join(dir, ENGLISH), 'utf8');
    await writeFile(path.join(dir, ENGLISH), english.replace(/^date: .*$/m, 'date: 2020-01-02'));
    expect(await statusOf()).toMatchObject({ state: 'translated', reviewed: false });
  });

  it('reports the article outdated at the section whose English was reworded, and missing elsewhere', async () => {
    await recordTranslation(dir, path.join(dir, TRANSLATED));
    const english = await readFile(path.join(dir, ENGLISH), 'utf8');
    await writeFile(path.join(dir, ENGLISH), english.replace('the test rewords', 'the test changes'));
    expect(await statusOf()).toMatchObject({
      state: 'outdated',
      sections: ['body: The section of the test'],
    });
    const { lines, complete } = await translationReport(dir);
    expect(complete).toBe(false);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}outdated +content\/translations\/fa\/help\/how-do-i-pay\.md \(awaiting review\): the English changed on \d{4}-\d{2}-\d{2} in body: The section of the test$/,
      ),
    );
    expect(lines).toContain('  missing      content/translations/ru/help/how-do-i-pay.md');
  });

  it('records nothing through a translation that is a symbolic link', async () => {
    const outside = path.join(dir, 'outside.md');
    await rename(path.join(dir, TRANSLATED), outside);
    await symlink(outside, path.join(dir, TRANSLATED));
    const before = await readFile(outside, 'utf8');
    expect(await recordTranslation(dir, path.join(dir, TRANSLATED))).toEqual({
      file: TRANSLATED,
      recorded: false,
      current: false,
      message: `cannot be recorded: ${TRANSLATED} is a symbolic link, which could point the write at any file`,
    });
    expect(await readFile(outside, 'utf8')).toBe(before);
  });

  it('refuses to record a translation of an article that does not exist', async () => {
    const stray = path.join(dir, 'content/translations/fa/help/no-such-article.md');
    await writeFile(stray, '---\ntranslation:\n  reviewed: false\n---\n');
    expect(await recordTranslation(dir, stray)).toMatchObject({
      recorded: false,
      message: 'translates content/help/no-such-article.md, which does not exist',
    });
  });
});
