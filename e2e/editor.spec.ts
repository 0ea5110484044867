import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { MEDIA } from '../shared/media';
import { cmsCollections } from '../pipeline/cms/config';
import { ENGLISH_CHANGED } from '../pipeline/cms/translation-collections';
import { readArchive, recordWording } from '../pipeline/editors/record-version';
import { wordingFingerprint } from '../pipeline/content/versions';
import { collections, registry } from '../schemas/collections';
import { todayIso } from '../shared/dates';
import {
  pictureDescriptionNeeded,
  REVIEW_MARK,
  reviewRefusalMessage,
  VERSION_NOTE_NEEDED,
} from '../schemas/editor-messages';
import { authorIdentity, git } from '../pipeline/git';
import { recordTranslation } from '../pipeline/editors/translation-tools';
import { splitFrontMatter } from '../shared/front-matter';
import {
  addParagraph,
  notice,
  openEntry,
  publishNow as publish,
  richText,
  signIn,
  shot,
  sitePreview,
  testPicture,
} from './editor-steps';
import { markdownFormat, publicationOf, type PublishRule } from '../src/admin/formats';
import { pictureComponent } from '../src/admin/picture';
import { startEditor, type EditorServer } from './editor-server';
import { content } from './site-routes';

/**
 * The browser editor as an editor uses it: `npm run cms` on a copy of the project, Decap in
 * Chromium, saves written into the copy's files. Each test reads back the file the editor wrote.
 */
const test = base.extend<object, { editor: EditorServer; editorPage: Page }>({
  editor: [
    // Playwright hands a fixture its own fixtures by name, so the worker's browser is named though unused.
    async ({ browserName: _browserName }, use) => {
      const editor = await startEditor();
      await use(editor);
      await editor.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // One page of the editor for all the tests: Decap starts once, and each test moves within it as an
  // editor does. Leaving an entry with changes not saved asks first, and the tests always leave;
  // opening one again offers the copy Decap kept of those changes, and the tests always start anew.
  editorPage: [
    async ({ browser, editor }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on(
        'dialog',
        (dialog) => void (/backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept()),
      );
      await signIn(page, editor);
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 420_000 },
  ],
  page: async ({ editorPage }, use) => use(editorPage),
});

// The dev server prepares Decap's modules on the first visit, which takes a while on a small machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return b.filter((line, index) => line !== a[index]);
};

/**
 * Opens the editor anew with `open` until `shown` appears: the editor's configuration says how each
 * translation keeps up with its English as it was when the page loaded, so a change the dev server
 * has just read shows only on a later load.
 */
async function reopenUntilShown(open: () => Promise<unknown>, shown: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await open();
        return shown.waitFor({ timeout: 20_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}

const post = content.posts[0];
const postFile = (editor: EditorServer) => path.join(editor.dir, 'content/blog', `${post.id}.md`);

/**
 * Waits until the post's Title field shows the title its file holds now, which is when Decap has
 * loaded the entry: a test changes the words of that entry, and of no other.
 */
async function entryLoaded(page: Page, editor: EditorServer): Promise<void> {
  const { frontMatter } = splitFrontMatter(await readFile(postFile(editor), 'utf8'))!;
  const { title } = parse(frontMatter) as { title: string };
  await expect(page.getByLabel('Title')).toHaveValue(title, { timeout: 60_000 });
}

test('lists every collection of the registry, by the names editors know', async ({ page, editor }) => {
  await signIn(page, editor);
  for (const collection of cmsCollections())
    await expect(page.getByRole('link', { name: String(collection.label), exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Settings and lists', exact: true }).click();
  for (const definition of Object.values(registry)) {
    if (definition.kind !== 'single' || path.posix.dirname(definition.file) !== '.') continue;
    await expect(page.getByText(definition.label, { exact: true }).first()).toBeVisible();
  }
});

test("previews a post with the site's own page, updated as the editor types", async ({ page, editor }) => {
  await openEntry(page, editor, 'posts', post.id);
  const preview = await sitePreview(page);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await page.getByLabel('Title').fill(`${post.title} and more`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${post.title} and more`);
});

test('previews the privacy policy and the home page copy as their pages', async ({ page, editor }) => {
  await openEntry(page, editor, 'legalTexts', 'privacyPolicy');
  let preview = await sitePreview(page);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(content.privacyPolicy.title);
  await expect(preview.getByRole('navigation', { name: content.legalPage.tocHeading })).toBeVisible();

  await openEntry(page, editor, 'pageCopy', 'homePage');
  preview = await sitePreview(page);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(content.homePage.hero.title);
  await expect(preview.getByRole('contentinfo')).toBeVisible();
});

test('an entry whose words end as they were has nothing to save, and its file stays as it was', async ({
  page,
  editor,
}) => {
  const before = await readFile(postFile(editor), 'utf8');
  await openEntry(page, editor, 'posts', post.id);
  await entryLoaded(page, editor);
  const title = page.getByLabel('Title');
  const written = await title.inputValue();
  await title.fill(`${written} for a moment`);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await title.fill(written);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  expect(await readFile(postFile(editor), 'utf8')).toBe(before);
});

test('a new post written in the editor starts a file the content check accepts', async ({ page, editor }) => {
  await signIn(page, editor);
  await page.goto(`${editor.url}/admin/#/collections/posts/new`);
  await page.getByLabel('Title').fill('A post from the editor');
  await page.getByRole('button', { name: 'Set date to now' }).click();
  await page.getByLabel('Summary').fill('A summary written in the browser editor for the test.');
  await page.getByRole('button', { name: /Add tags/ }).click();
  await page.getByRole('textbox', { name: 'Item' }).fill('news');
  await page.getByRole('textbox').last().fill('Words of the new post.');
  await publish(page);
  const file = path.join(editor.dir, 'content/blog/a-post-from-the-editor.md');
  await expect
    .poll(() => readFile(file, 'utf8').catch(() => ''), { timeout: 30_000 })
    .toContain('title: A post from the editor');
});

test('a changed title is saved as one changed line, the rest of the file as it was', async ({
  page,
  editor,
}) => {
  const before = await readFile(postFile(editor), 'utf8');
  await openEntry(page, editor, 'posts', post.id);
  await entryLoaded(page, editor);
  await expect(page.getByLabel('Title')).toHaveValue(post.title);
  await page.getByLabel('Title').fill(`${post.title} again`);
  await publish(page);
  // The save reaches the file once the local backend has written it, which a loaded machine takes
  // longer than a poll's default five seconds to do, as the new post's test allows for.
  await expect
    .poll(async () => changedLines(before, await readFile(postFile(editor), 'utf8')), { timeout: 30_000 })
    .toEqual([`title: ${post.title} again`]);
  expect((await readFile(postFile(editor), 'utf8')).split('\n')).toHaveLength(before.split('\n').length);
});

test('a value the schema refuses is shown on its field, and nothing is written', async ({ page, editor }) => {
  const before = await readFile(postFile(editor), 'utf8');
  await openEntry(page, editor, 'posts', post.id);
  await entryLoaded(page, editor);
  await page.getByLabel('Title').fill('');
  await publish(page);
  await expect(page.getByText('is empty: write some text here', { exact: false })).toBeVisible();
  expect(await readFile(postFile(editor), 'utf8')).toBe(before);
});

const POLICY = `content/${collections.privacyPolicy.file}`;
const ARCHIVE = `content/${collections.privacyPolicy.versions.archive}`;
/** Words of the test's own, which the editor adds to the privacy policy as a paragraph. */
const ADDED = 'A paragraph the browser test adds to the policy.';
const NOTE = 'Added a paragraph, in the browser test.';

test('a legal text reworded with nothing said about it asks what changed, and nothing is written', async ({
  page,
  editor,
}) => {
  const file = path.join(editor.dir, POLICY);
  const before = await readFile(file, 'utf8');
  await openEntry(page, editor, 'legalTexts', 'privacyPolicy');
  await addParagraph(page, ADDED);
  await publish(page);
  // The form says so at the field, in its words, and nothing of the program.
  await expect(page.getByText(VERSION_NOTE_NEEDED)).toBeVisible({ timeout: 30_000 });
  await expect(notice(page).filter({ hasText: /Error|npm run|\.md:\d/ })).toHaveCount(0);
  expect(await readFile(file, 'utf8')).toBe(before);
});

test('a legal change saved in the editor is recorded as npm run legal:record records it, and its history shows it', async ({
  page,
  editor,
}) => {
  const file = path.join(editor.dir, POLICY);
  const archiveBefore = await readdir(path.join(editor.dir, ARCHIVE));
  await openEntry(page, editor, 'legalTexts', 'privacyPolicy');
  await addParagraph(page, ADDED);
  await page.getByLabel('What changed').fill(NOTE);
  await publish(page);
  const today = todayIso();
  await expect
    .poll(() => readdir(path.join(editor.dir, ARCHIVE)), { timeout: 30_000 })
    .toHaveLength(archiveBefore.length + 1);
  const saved = await readFile(file, 'utf8');
  const { body } = splitFrontMatter(saved)!;
  expect(body).toContain(ADDED);
  const newest = `  - date: ${today}\n    text: ${NOTE}\n    fingerprint: ${wordingFingerprint(body)}\n`;
  expect(saved).toContain(`lastUpdated: ${today}\n`);
  expect(saved).toContain(`changes:\n${newest}`);
  // The same file without its fingerprint, recorded by npm run legal:record's recorder, is the same file.
  const archive = readArchive(editor.dir, ARCHIVE);
  const name = [...archive.keys()].find((version) => !archiveBefore.includes(`${version}.md`))!;
  expect(archive.get(name)).toBe(body);
  archive.delete(name);
  const recorded = recordWording(saved.replace(/^ {4}fingerprint: .*\n/m, ''), archive, ARCHIVE);
  expect(recorded.source).toBe(saved);
  expect(recorded.archived).toEqual({ name, text: body });

  // The editor reads the text again, starting anew: the form holds what was recorded, and asks nothing more.
  await expect(page.getByLabel('What changed')).toHaveValue('', { timeout: 60_000 });
  await page.goto(`${editor.url}${collections.privacyPolicy.versions.history.path}`);
  const newestVersion = page.getByRole('main').getByRole('article').first();
  await expect(newestVersion).toContainText(NOTE);
  await expect(newestVersion.locator('ins', { hasText: ADDED })).toHaveCount(1);
});

/** Words of the test's own, which the editor writes as a picture's description. */
const DESCRIPTION = 'A grey rectangle the browser test uploads';

test("a picture asks for its description before it is used, and the media library lists the site's pictures", async ({
  page,
  editor,
}) => {
  // A picture the site already has, of the test's own.
  const media = path.join(editor.dir, MEDIA.folder);
  await mkdir(media, { recursive: true });
  await writeFile(path.join(media, 'a-picture-the-site-has.png'), testPicture());
  const entry = content.posts.at(-1)!;
  const file = path.join(editor.dir, 'content/blog', `${entry.id}.md`);
  const before = await readFile(file, 'utf8');
  await openEntry(page, editor, 'posts', entry.id);
  await richText(page).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Add Component' }).click();
  await page.getByRole('menuitem', { name: pictureComponent.label }).click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await expect(page.getByText('a-picture-the-site-has.png')).toBeVisible({ timeout: 30_000 });
  const picture = testPicture(60, 20);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'a-new-picture.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  const address = `${MEDIA.publicPath}/a-new-picture.png`;
  await expect(page.getByText(pictureDescriptionNeeded(address))).toBeVisible({ timeout: 30_000 });
  expect(await readFile(file, 'utf8')).toBe(before);

  await page.getByLabel('Description').fill(DESCRIPTION);
  await publish(page);
  await expect
    .poll(() => readFile(file, 'utf8'), { timeout: 30_000 })
    .toContain(`![${DESCRIPTION}](${address})`);
  // Decap's backend writes the picture beside the entry, once the entry is written.
  await expect
    .poll(
      () =>
        stat(path.join(media, 'a-new-picture.png')).then(
          (found) => found.size,
          () => 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(picture.length);
});

test('a post dated later shows as scheduled in the list of posts', async ({ page, editor }) => {
  const later = `${Number(todayIso().slice(0, 4)) + 1}-01-15`;
  const title = 'A post the test dates next year';
  await writeFile(
    path.join(editor.dir, 'content/blog/a-post-for-next-year.md'),
    `---\ntitle: ${title}\ndate: ${later}\nsummary: A post of the test.\ntags: [news]\n---\n\nWords.\n`,
  );
  // Decap keeps the list it read earlier on the page; the post was written beside it, so the editor
  // is loaded anew, from a blank page, at the list.
  await page.goto('about:blank');
  await page.goto(`${editor.url}/admin/#/collections/posts`);
  const scheduled = publicationOf(collections.posts.publish as PublishRule, { date: later }, todayIso());
  expect(scheduled).toContain(later);
  await expect(page.getByText(`${title}${scheduled}`, { exact: true })).toBeVisible({ timeout: 30_000 });
  // A post already out shows its title alone: one no other test renames, as they do the first.
  const published = content.posts.at(-1)!;
  expect(published.id).not.toBe(post.id);
  await expect(page.getByText(published.title, { exact: true })).toBeVisible();
});

test("in a language's collection, a part whose English changed since it was translated is marked, with the English as it is now", async ({
  page,
  editor,
}) => {
  const file = path.join(editor.dir, 'content', collections.aboutPage.file);
  const english = await readFile(file, 'utf8');
  const heading = `${content.aboutPage.heading}, as the test rewords it`;
  await writeFile(file, markdownFormat.toFile({ ...markdownFormat.fromFile(english), heading }));
  try {
    // The editor shows the marks the next time it is opened, once the dev server has read the change:
    // each try loads it anew.
    await reopenUntilShown(
      async () => {
        await page.goto(`${editor.url}/admin/#/collections/translations-fa`);
        await page.reload();
      },
      page.getByText(new RegExp(`^${collections.aboutPage.label} · ${ENGLISH_CHANGED}`)),
    );
    await page.goto(`${editor.url}/admin/#/collections/translations-fa/entries/aboutPage`);
    await expect(page.getByText(new RegExp(`^Heading · ${ENGLISH_CHANGED}`))).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(`It now reads: ${heading}`)).toBeVisible();
  } finally {
    await writeFile(file, english);
  }
});

test("a translation's Review mark says it is not reviewed, and its own translator is told why they cannot mark it", async ({
  page,
  editor,
}) => {
  const file = path.join(editor.dir, 'content/translations/fa', collections.aboutPage.file);
  // The mark is offered on a translation that translates its English as it is, committed by its
  // translator: the test makes it so, whatever an editor has just reworded in the English.
  if ((await recordTranslation(editor.dir, file)).recorded) {
    git(editor.dir, ['add', '--', file]);
    git(editor.dir, ['commit', '--quiet', '--message', 'Translate the about page again']);
  }
  const before = await readFile(file, 'utf8');
  // The mark shows the translation's state when the editor was opened; a test before this one may
  // have left the English changed a moment ago, so the editor is opened anew until it is current.
  await reopenUntilShown(
    () => openEntry(page, editor, 'translations-fa', 'aboutPage'),
    page.getByText(REVIEW_MARK.notReviewed, { exact: true }),
  );
  await expect(page.getByText(REVIEW_MARK.local, { exact: true })).toBeVisible();
  await page.getByLabel(REVIEW_MARK.mark).check();
  await shot(page, 'translation-review-mark');
  await publish(page);
  // The copy's files were committed under this checkout's own git name: the reviewer is their author.
  const reviewer = authorIdentity(editor.dir)!;
  await expect(notice(page).filter({ hasText: reviewRefusalMessage('own', { reviewer }) })).toBeVisible({
    timeout: 30_000,
  });
  expect(await readFile(file, 'utf8')).toBe(before);
});

test("a content file broken beside the editor leaves the editor's buttons free, and the site's pages say what to mend until it is mended", async ({
  page,
  editor,
}) => {
  const file = postFile(editor);
  const words = await readFile(file, 'utf8');
  const named = path.posix.join('content/blog', `${post.id}.md`);
  const site = await page.context().newPage();
  try {
    await site.goto(`${editor.url}/about`);
    const heading = site.getByRole('heading', { level: 1, name: content.aboutPage.heading });
    await expect(heading).toBeVisible();
    // A developer's slip, or a file another program writes: the editor did not save it.
    await writeFile(file, words.replace(/^date: .*$/m, 'date: the day after tomorrow'));
    const problems = site.locator('vite-error-overlay');
    await expect(problems).toContainText(named, { timeout: 30_000 });
    await expect(problems).toContainText('date');
    // A page opened meanwhile says the same, in place of the page.
    const opened = await page.context().newPage();
    await opened.goto(`${editor.url}/`);
    await expect(opened.locator('vite-error-overlay')).toContainText(named);

    // The editor, told of the same problems, is not covered: its buttons still answer.
    await signIn(page, editor);
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    await page.getByRole('link', { name: collections.posts.label, exact: true }).click();
    await expect(page.getByText(content.posts.at(-1)!.title, { exact: true })).toBeVisible({
      timeout: 30_000,
    });

    await writeFile(file, words);
    await expect(problems).toHaveCount(0, { timeout: 30_000 });
    await expect(heading).toBeVisible();
    await expect(opened.locator('vite-error-overlay')).toHaveCount(0, { timeout: 30_000 });
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(content.homePage.hero.title);
  } finally {
    await writeFile(file, words);
    for (const other of page.context().pages()) if (other !== page) await other.close();
  }
});
