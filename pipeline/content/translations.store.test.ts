import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageTranslationKey, singleKey } from '../../shared/content-keys';
import { REVIEW_REQUEST_UNRECORDED } from '../../schemas/translation';
import { REVIEW_REQUEST_KEY } from '../../shared/editor-files';
import { ContentByKey } from './content-by-key';
import { loadContent } from './store';
import { recordTranslation, reviewTranslation, translationReport } from '../editors/translation-tools';
import { copyContent } from '../../tools/test/project-copy';

/**
 * A copy of the project's content in a folder of its own, with its translations replaced by the
 * test's own, so that the test reads no translated copy and no translator's edit can change it.
 */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masky-translations-'));
  await copyContent(dir);
  await rm(path.join(dir, 'content/translations'), { recursive: true, force: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
};

const ABOUT = 'content/pages/about.md';
const translated = (tag: string) => `content/translations/${tag}/pages/about.md`;
const TAGS = ['fa', 'ru', 'zh-Hans'];

/** A translation of the about page: its heading and its body, in words of the test's own. */
const aboutIn = (tag: string) =>
  `---\ntranslation:\n  reviewed: false\nheading: The heading in ${tag}\n---\n\nThe body in ${tag}.\n`;

describe('translations in the content check', () => {
  it('lays a translation over its English, and shows the English where it has no words', async () => {
    await write(translated('fa'), aboutIn('fa'));
    const { languages, problems } = await loadContent({ root: dir });
    expect(problems).toEqual([]);
    const persian = languages!.find((language) => language.language.tag === 'fa')!;
    const english = languages![0].content.aboutPage;
    expect(persian.content.aboutPage.heading).toBe('The heading in fa');
    expect(persian.content.aboutPage.html).toContain('The body in fa.');
    expect(persian.content.aboutPage.blurbs).toEqual(english.blurbs);
    expect(persian.content.site.language).toBe('fa');
    expect(persian.status.get('aboutPage')).toMatchObject({ state: 'outdated', reviewed: false });
    expect(persian.status.get('homePage')).toEqual({ state: 'missing' });
  });

  it('translates a list file item by item, under items:, keeping what it leaves out', async () => {
    await write(
      'content/translations/ru/servers.yaml',
      'translation:\n  reviewed: false\nitems:\n  - country: Первая страна\n  - {}\n',
    );
    const { languages, problems } = await loadContent({ root: dir });
    expect(problems).toEqual([]);
    const english = languages![0].content.servers;
    const russian = languages!.find((language) => language.language.tag === 'ru')!.content.servers;
    expect(russian).toHaveLength(english.length);
    expect(russian[0]).toEqual({ ...english[0], country: 'Первая страна' });
    expect(russian.slice(1)).toEqual(english.slice(1));
  });

  it('reports a broken English file once, as itself, and not again in each of its translations', async () => {
    await write(
      'content/translations/fa/servers.yaml',
      'translation:\n  reviewed: false\nitems:\n  - country: کشور نخست\n',
    );
    const english = await readFile(path.join(dir, 'content/servers.yaml'), 'utf8');
    await write('content/servers.yaml', english.replace(/latency: \d+/, 'latency: fast'));
    const { problems } = await loadContent({ root: dir });
    expect(problems.map((problem) => problem.file)).toEqual(['content/servers.yaml']);
  });

  it('names the translated file, line and field of a schema error, like any other', async () => {
    await write(
      translated('ru'),
      '---\ntranslation:\n  reviewed: false\nheading: Заголовок\nheadline: Лишнее поле\n---\n\nТекст.\n',
    );
    const { problems } = await loadContent({ root: dir });
    expect(problems).toEqual([
      expect.objectContaining({ file: translated('ru'), line: 5, path: 'headline' }),
    ]);
    expect(problems[0].message).toMatch(/headline/);
  });

  it('names the line and field of a schema error in a list translated under items:, as the file has them', async () => {
    await write(
      'content/translations/ru/servers.yaml',
      'translation:\n  reviewed: false\nitems:\n  - country: Первая страна\n  - country: 7\n',
    );
    const { problems } = await loadContent({ root: dir });
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/translations/ru/servers.yaml',
        line: 5,
        column: 14,
        path: 'items[1].country',
      }),
    ]);
  });

  it('refuses a translation without its translation key, and one for a language the site does not have', async () => {
    await write(translated('fa'), '---\nheading: بدون کلید\n---\n\nمتن.\n');
    await write(translated('de'), aboutIn('de'));
    const { problems } = await loadContent({ root: dir });
    expect(problems.map((problem) => [problem.file, problem.message])).toEqual(
      expect.arrayContaining([
        [
          translated('fa'),
          'a translated file starts with a translation: key that says whether a native speaker has reviewed it, such as translation: { reviewed: false }; for a list, put the items under items:',
        ],
        [
          translated('de'),
          "de is not one of the site's languages; add it to content/languages.yaml, or move this file to the folder of a language listed there (content/translations/fa/, content/translations/ru/, content/translations/zh-Hans/)",
        ],
      ]),
    );
  });
});

describe('what the pages of a language read', () => {
  it('serve each file in that language, whose links to the site’s pages stay in it', async () => {
    await write(
      translated('fa'),
      `---\ntranslation:\n  reviewed: false\n---\n\n[ممیزی‌ها](/audits) و [فایل](/transparency.csv)\n`,
    );
    const { content, versions, languages } = await loadContent({ root: dir });
    const pages = new ContentByKey(content!, versions, languages);
    const about = pages.get(singleKey('aboutPage', 'fa')) as { html: string };
    expect(about.html).toContain('href="/fa/audits"');
    expect(about.html).toContain('href="/transparency.csv"');
    expect(pages.get(pageTranslationKey('/fa/about'))).toMatchObject({ state: 'outdated' });
    expect(pages.get(pageTranslationKey('/fa'))).toEqual({ state: 'missing' });
    expect(pages.addresses).toContainEqual(
      expect.objectContaining({ url: '/fa/about', language: 'fa', source: '/about' }),
    );
    expect(pages.addresses).toContainEqual(
      expect.objectContaining({ url: '/zh-Hans', language: 'zh-Hans', source: '/' }),
    );
  });
});

/** The English about page's body in words of the test's own, so that an edit of the real page changes no test. */
const ABOUT_BODY = `An opening paragraph of the test.

## The section of the test

A paragraph that the test rewords
and then wraps again.
`;

describe('a translation that falls behind its English', () => {
  beforeEach(async () => {
    const english = await readFile(path.join(dir, ABOUT), 'utf8');
    const frontMatter = english.slice(0, english.indexOf('\n---\n', 3) + '\n---\n'.length);
    await write(ABOUT, `${frontMatter}\n${ABOUT_BODY}`);
    for (const tag of TAGS) {
      await write(translated(tag), aboutIn(tag));
      expect((await recordTranslation(dir, path.join(dir, translated(tag)))).recorded).toBe(true);
    }
  });

  const states = async () => {
    const { languages } = await loadContent({ root: dir });
    return languages!.slice(1).map(({ language, status }) => [language.tag, status.get('aboutPage')]);
  };

  it('is up to date once recorded, and stays so when the English is only re-wrapped', async () => {
    const english = await readFile(path.join(dir, ABOUT), 'utf8');
    const rewrapped = english.replace(
      'the test rewords\nand then wraps',
      'the test\nrewords   and then wraps',
    );
    expect(rewrapped).not.toBe(english);
    await writeFile(path.join(dir, ABOUT), rewrapped);
    expect(await states()).toEqual(
      TAGS.map((tag) => [tag, expect.objectContaining({ state: 'translated', reviewed: false })]),
    );
  });

  it('is outdated in every language at the section whose English was reworded, which the status names', async () => {
    const english = await readFile(path.join(dir, ABOUT), 'utf8');
    await writeFile(path.join(dir, ABOUT), english.replace('the test rewords', 'the test changes'));
    expect(await states()).toEqual(
      TAGS.map((tag) => [
        tag,
        expect.objectContaining({
          state: 'outdated',
          reviewed: false,
          sections: ['body: The section of the test'],
          changed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        }),
      ]),
    );
    const { lines, complete } = await translationReport(dir);
    expect(complete).toBe(false);
    for (const tag of TAGS)
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^  outdated +${translated(tag)} \\(awaiting review\\): the English changed on \\d{4}-\\d{2}-\\d{2} in body: The section of the test$`,
          ),
        ),
      );
    // Recording the translation again, once brought up to date, makes it current.
    await recordTranslation(dir, path.join(dir, translated('fa')));
    expect((await states())[0]).toEqual([
      'fa',
      expect.objectContaining({ state: 'translated', reviewed: false }),
    ]);
  });
});

describe('a reviewed translation', () => {
  const TRANSLATOR = 'A Translator <translator@test.example>';
  const REVIEWER = 'A Reviewer <reviewer@test.example>';
  const file = () => path.join(dir, translated('fa'));

  beforeEach(async () => {
    const english = await readFile(path.join(dir, ABOUT), 'utf8');
    const frontMatter = english.slice(0, english.indexOf('\n---\n', 3) + '\n---\n'.length);
    await write(ABOUT, `${frontMatter}\n${ABOUT_BODY}`);
    await write(translated('fa'), aboutIn('fa'));
    await recordTranslation(dir, file());
  });

  const persian = async () => {
    const { languages } = await loadContent({ root: dir });
    return languages!.find(({ language }) => language.tag === 'fa')!.status.get('aboutPage');
  };

  it('stays reviewed until the translation changes, and again until its English changes', async () => {
    expect(await persian()).toMatchObject({ state: 'translated', reviewed: false });
    const review = await reviewTranslation(dir, file(), { reviewer: REVIEWER, author: TRANSLATOR });
    expect(review).toMatchObject({ recorded: true, message: `is now marked reviewed by ${REVIEWER}` });
    expect(await readFile(file(), 'utf8')).toContain(`by: ${REVIEWER}`);
    expect(await persian()).toMatchObject({ state: 'translated', reviewed: true });
    expect((await translationReport(dir)).lines).toContain(`  up to date   ${translated('fa')} (reviewed)`);

    // An edit to the translation clears the mark; a review of the edit sets it again.
    const reviewed = await readFile(file(), 'utf8');
    await writeFile(file(), reviewed.replace('The body in fa.', 'The body in fa, edited.'));
    expect(await persian()).toMatchObject({ state: 'translated', reviewed: false });
    expect((await translationReport(dir)).lines).toContain(
      `  up to date   ${translated('fa')} (awaiting review)`,
    );
    await reviewTranslation(dir, file(), { reviewer: REVIEWER, author: TRANSLATOR });
    expect(await persian()).toMatchObject({ state: 'translated', reviewed: true });

    // An edit to the English clears it too, even once the translation records the new English.
    const english = await readFile(path.join(dir, ABOUT), 'utf8');
    await writeFile(path.join(dir, ABOUT), english.replace('the test rewords', 'the test changes'));
    expect(await persian()).toMatchObject({ state: 'outdated', reviewed: false });
    await recordTranslation(dir, file());
    expect(await persian()).toMatchObject({ state: 'translated', reviewed: false });
  });

  it("refuses a review by the translation's own author, of changes not committed, or of a translation behind its English", async () => {
    const before = await readFile(file(), 'utf8');
    const own = await reviewTranslation(dir, file(), {
      reviewer: 'Somebody <TRANSLATOR@test.example>',
      author: TRANSLATOR.replace('translator@', 'Translator@'),
    });
    expect(own).toMatchObject({
      recorded: false,
      message:
        'was last changed by you (Somebody <TRANSLATOR@test.example>), and nobody reviews their own translation: ask another native speaker to review it',
    });
    const uncommitted = await reviewTranslation(dir, file(), { reviewer: REVIEWER, author: undefined });
    expect(uncommitted.message).toBe(
      'has changes that are not committed, so who wrote them is not known yet: commit them, and let someone else review the translation',
    );
    const english = await readFile(path.join(dir, ABOUT), 'utf8');
    await writeFile(path.join(dir, ABOUT), english.replace('the test rewords', 'the test changes'));
    const behind = await reviewTranslation(dir, file(), { reviewer: REVIEWER, author: TRANSLATOR });
    expect(behind.message).toBe(
      'is not up to date with its English (body: The section of the test): bring it up to date and run npm run i18n:record first, then review it',
    );
    expect(await readFile(file(), 'utf8')).toBe(before);
  });

  it('refuses a mark set by hand', async () => {
    await writeFile(file(), (await readFile(file(), 'utf8')).replace('reviewed: false', 'reviewed: true'));
    const { problems } = await loadContent({ root: dir });
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      'translation.reviewed: a translation is marked reviewed by npm run i18n:review, which records who reviewed it and what they read, so that an edit to the English or to the translation clears the mark: write reviewed: false, or remove this line',
    ]);
  });
  it('refuses a review asked for in the browser editor that no save recorded, at its line', async () => {
    const text = await readFile(file(), 'utf8');
    await writeFile(
      file(),
      text.replace(
        'reviewed: false',
        `reviewed: false\n  ${REVIEW_REQUEST_KEY}: { english: 0123456789abcdef }`,
      ),
    );
    const { problems } = await loadContent({ root: dir });
    const line = text.split('\n').findIndex((each) => each.includes('reviewed: false')) + 2;
    expect(problems.map(({ path, line, message }) => ({ path, line, message }))).toEqual([
      { path: `translation.${REVIEW_REQUEST_KEY}`, line, message: REVIEW_REQUEST_UNRECORDED },
    ]);
  });
});

describe("a glossary's avoided variant in a translation", () => {
  it('is one problem, at its place in the translated file', async () => {
    await write(
      'content/glossary.yaml',
      'languages:\n  fa:\n    - means: heading\n      use: سرتیتر\n      avoid: [عنوان‌واره]\n',
    );
    await write(translated('fa'), aboutIn('fa').replace('The heading in fa', 'The عنوان‌واره in fa'));
    const { problems } = await loadContent({ root: dir });
    expect(problems.map(({ file, line, column, message }) => ({ file, line, column, message }))).toEqual([
      {
        file: translated('fa'),
        line: 4,
        column: 14,
        message:
          '"عنوان‌واره" is not the term this language uses: write "سرتیتر" (heading), as content/glossary.yaml lists',
      },
    ]);
  });
});

/** A help article's translation into Persian: its words in the test's own, and any extra front matter. */
const HELP_ID = 'how-do-i-pay';
const helpIn = (extra = '') =>
  `---\ntranslation:\n  reviewed: false\ntitle: عنوان آزمون\nsummary: خلاصهٔ آزمون\n${extra}---\n\nمتن [آزمون](/signup).\n`;

describe('translated entries of a folder collection', () => {
  it('lay their words over the English entry, keep its other fields, and have a status each', async () => {
    await write(`content/translations/fa/help/${HELP_ID}.md`, helpIn());
    const { content, versions, languages, problems } = await loadContent({ root: dir });
    expect(problems).toEqual([]);
    const english = content!.help.find((article) => article.id === HELP_ID)!;
    const persian = languages!.find((language) => language.language.tag === 'fa')!;
    const article = persian.content.help.find((each) => each.id === HELP_ID)!;
    expect(article).toMatchObject({ title: 'عنوان آزمون', summary: 'خلاصهٔ آزمون', url: english.url });
    expect(article).toMatchObject({ category: english.category, date: english.date });
    expect(article.untranslated).toBeUndefined();
    const other = persian.content.help.find((each) => each.id !== HELP_ID)!;
    expect(other).toMatchObject({ title: content!.help.find((each) => each.id === other.id)!.title });
    expect(other.untranslated).toBe(true);
    expect(persian.status.get(`help/${HELP_ID}`)).toMatchObject({ state: 'outdated' });
    expect(persian.status.get(`help/${other.id}`)).toEqual({ state: 'missing' });
    // The language's pages read the translated entry, its links in that language, and its list.
    const pages = new ContentByKey(content!, versions, languages);
    const page = pages.get(`fa/help/${HELP_ID}`) as { entry: { title: string; html: string } };
    expect(page.entry.title).toBe('عنوان آزمون');
    expect(page.entry.html).toContain('href="/fa/signup"');
    const list = pages.get('fa/help/page/1') as { items: { id: string; title: string }[] };
    expect(list.items.find((item) => item.id === HELP_ID)?.title).toBe('عنوان آزمون');
    expect((pages.get(`help/${HELP_ID}`) as { entry: { title: string } }).entry.title).toBe(english.title);
  });

  it('refuses a translation of an entry that does not exist, and a field it does not translate', async () => {
    await write('content/translations/fa/help/no-such-article.md', helpIn());
    await write(`content/translations/ru/help/${HELP_ID}.md`, helpIn('category: privacy\n'));
    const { problems } = await loadContent({ root: dir });
    expect(problems).toEqual([
      {
        file: 'content/translations/fa/help/no-such-article.md',
        line: 1,
        column: 1,
        path: '',
        message:
          'this translates content/help/no-such-article.md, which does not exist; name it as its English entry, or remove it',
      },
      {
        file: `content/translations/ru/help/${HELP_ID}.md`,
        line: 6,
        column: 1,
        path: 'category',
        message: `a translation sets only title, summary and the body; category comes from content/help/${HELP_ID}.md, so remove it here`,
      },
    ]);
  });
});
