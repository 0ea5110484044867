import { expect, test as base, type Frame, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsCollections } from '../pipeline/cms/config';
import { collections, registry } from '../schemas/collections';
import { startEditor, type EditorServer } from './editor-server';
import { content } from './site-routes';

/**
 * The browser editor as an editor uses it: `npm run cms` on a copy of the project, Decap in
 * Chromium, saves written into the copy's files. Each test reads back the file the editor wrote.
 */
const test = base.extend<object, { editor: EditorServer }>({
  editor: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const editor = await startEditor();
      await use(editor);
      await editor.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// The dev server prepares Decap's modules on the first visit, which takes a while on a small machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Opens the editor, which the local backend starts on the collections, with nobody to sign in. */
async function signIn(page: Page, editor: EditorServer): Promise<void> {
  await page.goto(`${editor.url}/admin/`);
  await expect(page.getByRole('link', { name: collections.posts.label, exact: true })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
}

async function openEntry(page: Page, editor: EditorServer, collection: string, entry: string): Promise<void> {
  await signIn(page, editor);
  await page.goto(`${editor.url}/admin/#/collections/${collection}/entries/${entry}`);
  await expect(page.getByText('Writing in')).toBeVisible({ timeout: 60_000 });
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** The frame in which the site draws the entry being edited. */
async function sitePreview(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().endsWith('/admin/preview.html')), {
      timeout: 60_000,
    })
    .toBe(true);
  return page.frames().find((frame) => frame.url().endsWith('/admin/preview.html'))!;
}

const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return b.filter((line, index) => line !== a[index]);
};

const post = content.posts[0];
const postFile = (editor: EditorServer) => path.join(editor.dir, 'content/blog', `${post.id}.md`);

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
  await page.getByLabel('Title').fill(`${post.title} again`);
  await publish(page);
  await expect
    .poll(async () => changedLines(before, await readFile(postFile(editor), 'utf8')))
    .toEqual([`title: ${post.title} again`]);
  expect((await readFile(postFile(editor), 'utf8')).split('\n')).toHaveLength(before.split('\n').length);
});

test('a value the schema refuses is shown on its field, and nothing is written', async ({ page, editor }) => {
  const before = await readFile(postFile(editor), 'utf8');
  await openEntry(page, editor, 'posts', post.id);
  await page.getByLabel('Title').fill('');
  await publish(page);
  await expect(page.getByText('is empty: write some text here', { exact: false })).toBeVisible();
  expect(await readFile(postFile(editor), 'utf8')).toBe(before);
});

test("a legal text reworded without a recorded version is refused in the content check's words", async ({
  page,
  editor,
}) => {
  const file = path.join(editor.dir, 'content', collections.privacyPolicy.file);
  const before = await readFile(file, 'utf8');
  await openEntry(page, editor, 'legalTexts', 'privacyPolicy');
  // A sentence added at the end of the text's first paragraph, as an editor would type it.
  const firstParagraph = before.split(/^---$/m)[2].trim().split('\n\n')[0];
  const words = firstParagraph.split(/\s+/).slice(1, 4).join(' ');
  await page.getByRole('textbox').getByText(words, { exact: false }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' A sentence added in the editor.');
  await publish(page);
  await expect(page.getByText('Not saved: fix these first.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(collections.privacyPolicy.file, { exact: false }).first()).toBeVisible();
  expect(await readFile(file, 'utf8')).toBe(before);
});
