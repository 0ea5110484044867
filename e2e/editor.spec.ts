import { expect, test as base, type Frame, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsCollections } from '../build/cms/config';
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

async function signIn(page: Page, editor: EditorServer): Promise<void> {
  await page.goto(`${editor.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 60_000 });
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
