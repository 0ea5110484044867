import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { wordingFingerprint } from '../pipeline/content/versions';
import { collections } from '../schemas/collections';
import { splitFrontMatter } from '../shared/front-matter';
import { VERSION_NOTE_NEEDED } from '../schemas/editor-messages';
import { PUBLISHED_BRANCH, startEditor, workflowEditorPort, type EditorServer } from './editor-server';
import {
  addParagraph,
  warmUp,
  notice,
  openEntry,
  publishChange,
  saveChange,
  setStatus,
  shot,
  signIn,
} from './editor-steps';
import { content } from './site-routes';

/**
 * The editorial workflow as an editor goes through it: `npm run cms -- --workflow` on a copy of the
 * project that is a git repository. Each change is saved on a branch of its own, goes from draft
 * to in review to ready, and reaches the published branch only when it is published, past the
 * content check. Each test reads the branches back with git.
 */
const test = base.extend<object, { editor: EditorServer; editorContext: BrowserContext }>({
  editor: [
    async ({ browserName: _browserName }, use) => {
      const editor = await startEditor({ workflow: true, port: workflowEditorPort });
      await use(editor);
      await editor.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // One browser context for the tests, so that Decap's modules, which the editor loads anew for each
  // entry, come from the browser's cache after the first visit. Each test has a page of its own in
  // it, which answers the browser's questions (a dialog) as the test asks and closes with the test.
  editorContext: [
    async ({ browser, editor }, use) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await warmUp(context, editor);
      await use(context);
      await context.close();
    },
    { scope: 'worker', timeout: 420_000 },
  ],
  page: async ({ editorContext }, use) => {
    const page = await editorContext.newPage();
    await use(page);
    await page.close();
  },
});

// The dev server prepares Decap's modules on the first visit, and a test builds the site.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

/** A file as a branch of the copy holds it, or undefined when it has none. */
function fileOn(editor: EditorServer, branch: string, file: string): string | undefined {
  try {
    return editor.git('show', `${branch}:${file}`);
  } catch {
    return undefined;
  }
}

/** The branches on which changes wait for publication. */
const changeBranches = (editor: EditorServer) =>
  editor.git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean);

/** The status decap-server keeps with a change's branch: draft, pending_review or pending_publish. */
const statusOf = (editor: EditorServer, branch: string) =>
  editor.git('config', `branch.${branch}.description`).trim().replace('decap-cms/', '');

/** The file a new post of this title is written to, and the branch it waits on. */
function newPost(title: string) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { slug, file: `content/blog/${slug}.md`, branch: `cms/posts/${slug}` };
}

/** Writes a new post in the editor, its text in markdown, and saves it as a draft. */
async function writePost(page: Page, editor: EditorServer, title: string, markdown: string): Promise<void> {
  await signIn(page, editor);
  await page.goto(`${editor.url}/admin/#/collections/posts/new`);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Set date to now' }).click();
  await page.getByLabel('Summary').fill('A summary written in the browser editor for the test.');
  await page.getByRole('button', { name: /Add tags/ }).click();
  await page.getByRole('textbox', { name: 'Item' }).fill('news');
  // The text's switch from rich text to markdown, the last field's; its markdown is entered as one
  // input, as the browser enters pasted words (addParagraph says why not a key at a time).
  await page.getByRole('switch').last().click();
  await page.getByRole('textbox').last().click();
  await page.keyboard.insertText(markdown);
  await saveChange(page);
}

test('a post goes from draft to in review to ready to published, and main holds it only once published', async ({
  page,
  editor,
}) => {
  const title = 'A post the workflow publishes';
  const post = newPost(title);
  await writePost(page, editor, title, 'Words of a post on its way through review.');
  expect(changeBranches(editor)).toEqual([post.branch]);
  expect(statusOf(editor, post.branch)).toBe('draft');
  expect(fileOn(editor, post.branch, post.file)).toContain(`title: ${title}`);
  expect(fileOn(editor, PUBLISHED_BRANCH, post.file)).toBeUndefined();

  await setStatus(page, 'Draft', 'In review');
  expect(statusOf(editor, post.branch)).toBe('pending_review');
  // The editors' board shows the change in its column.
  await page.goto(`${editor.url}/admin/#/workflow`);
  await expect(page.getByText(title)).toBeVisible({ timeout: 60_000 });

  await openEntry(page, editor, 'posts', post.slug);
  await setStatus(page, 'In review', 'Ready');
  expect(statusOf(editor, post.branch)).toBe('pending_publish');
  expect(fileOn(editor, PUBLISHED_BRANCH, post.file)).toBeUndefined();

  await publishChange(page);
  await expect
    .poll(() => fileOn(editor, PUBLISHED_BRANCH, post.file), { timeout: 30_000 })
    .toContain(`title: ${title}`);
  await expect.poll(() => changeBranches(editor)).toEqual([]);
  // The working tree, which the site is built from, is the published branch, with nothing left over.
  expect(editor.git('status', '--porcelain')).toBe('');
  expect((await stat(path.join(editor.dir, post.file))).isFile()).toBe(true);
});

test('two changes in review at once do not disturb each other', async ({ page, editor }) => {
  const title = 'A post waiting in review';
  const waiting = newPost(title);
  await writePost(page, editor, title, 'Words of a post that waits.');
  await setStatus(page, 'Draft', 'In review');

  const existing = content.posts[0];
  const existingFile = `content/blog/${existing.id}.md`;
  const retitled = `${existing.title} (retitled in review)`;
  await openEntry(page, editor, 'posts', existing.id);
  // The words are changed once the entry's own title shows: Decap has loaded this entry.
  await expect(page.getByLabel('Title')).toHaveValue(existing.title, { timeout: 60_000 });
  await page.getByLabel('Title').fill(retitled);
  await saveChange(page);
  const retitling = `cms/posts/${existing.id}`;
  expect(changeBranches(editor).sort()).toEqual([retitling, waiting.branch].sort());
  // Each branch holds its own change and not the other's.
  expect(fileOn(editor, retitling, waiting.file)).toBeUndefined();
  expect(fileOn(editor, waiting.branch, existingFile)).not.toContain(retitled);

  await setStatus(page, 'Draft', 'Ready');
  await publishChange(page);
  await expect
    .poll(() => fileOn(editor, PUBLISHED_BRANCH, existingFile), { timeout: 30_000 })
    .toContain(`title: ${retitled}`);
  expect(fileOn(editor, PUBLISHED_BRANCH, waiting.file)).toBeUndefined();
  await expect.poll(() => changeBranches(editor)).toEqual([waiting.branch]);
  expect(statusOf(editor, waiting.branch)).toBe('pending_review');

  await openEntry(page, editor, 'posts', waiting.slug);
  await expect(page.getByLabel('Title')).toHaveValue(title, { timeout: 60_000 });
  await setStatus(page, 'In review', 'Ready');
  await publishChange(page);
  await expect
    .poll(() => fileOn(editor, PUBLISHED_BRANCH, waiting.file), { timeout: 30_000 })
    .toContain(`title: ${title}`);
  expect(fileOn(editor, PUBLISHED_BRANCH, existingFile)).toContain(`title: ${retitled}`);
});

const POLICY = `content/${collections.privacyPolicy.file}`;
const ARCHIVE = `content/${collections.privacyPolicy.versions.archive}`;
const HISTORY = collections.privacyPolicy.versions.history.path;
/** Words of the test's own, which the editor adds to the privacy policy as a paragraph. */
const ADDED = 'A paragraph the workflow test adds to the policy.';
const NOTE = 'Added a paragraph, in the workflow test.';
const run = promisify(execFile);

test('a legal change made in the browser reaches main with its version recorded, and the built history page shows it', async ({
  page,
  editor,
}) => {
  await openEntry(page, editor, 'legalTexts', 'privacyPolicy');
  await shot(page, '1-open-the-privacy-policy');
  await addParagraph(page, ADDED);
  await shot(page, '2-change-the-wording');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(VERSION_NOTE_NEEDED)).toBeVisible({ timeout: 30_000 });
  await page.getByText(VERSION_NOTE_NEEDED).scrollIntoViewIfNeeded();
  await shot(page, '3-the-editor-asks-what-changed');
  await page.getByLabel('What changed').fill(NOTE);
  await shot(page, '4-say-what-changed');
  await saveChange(page);
  await shot(page, '5-saved-as-a-draft');
  const branch = 'cms/legalTexts/privacyPolicy';
  expect(fileOn(editor, branch, POLICY)).toContain(ADDED);
  expect(fileOn(editor, PUBLISHED_BRANCH, POLICY)).not.toContain(ADDED);

  await setStatus(page, 'Draft', 'In review');
  await shot(page, '6-in-review');
  await setStatus(page, 'In review', 'Ready');
  await shot(page, '7-ready');
  await publishChange(page);
  await expect.poll(() => fileOn(editor, PUBLISHED_BRANCH, POLICY), { timeout: 30_000 }).toContain(ADDED);
  await shot(page, '8-published');
  const published = fileOn(editor, PUBLISHED_BRANCH, POLICY)!;
  const { body } = splitFrontMatter(published)!;
  expect(published).toMatch(
    new RegExp(
      `changes:\\n {2}- date: \\d{4}-\\d{2}-\\d{2}\\n {4}text: ${NOTE}\\n {4}fingerprint: ${wordingFingerprint(body)}\\n`,
    ),
  );
  const versions = editor.git('ls-tree', '--name-only', `${PUBLISHED_BRANCH}:${ARCHIVE}`).split('\n');
  const recorded = versions.filter((name) => fileOn(editor, PUBLISHED_BRANCH, `${ARCHIVE}/${name}`) === body);
  expect(recorded).toHaveLength(1);

  // The site built from main, as a git host's publishing workflow builds it. The test reads the
  // public site's history page alone, so the hosted editor, most of a build's time, is left out.
  const out = await mkdtemp(path.join(tmpdir(), 'masky-workflow-site-'));
  try {
    await run(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', '--out', out, '--no-editor'], {
      cwd: editor.dir,
      env: { ...process.env, CI: '' },
    });
    await serveBuilt(page, out);
    await page.goto(`${BUILT}${HISTORY}`);
    const newest = page.getByRole('main').getByRole('article').first();
    await expect(newest).toContainText(NOTE);
    await expect(newest.locator('ins', { hasText: ADDED })).toHaveCount(1);
    await shot(page, '9-the-history-page-shows-it');
  } finally {
    // Requests of the page can still arrive after the test is done, and were once answered from the
    // removed folder; so the page leaves the built site, and the requests already routed are
    // answered, before its files go.
    await page.goto('about:blank');
    await page.unrouteAll({ behavior: 'wait' });
    await rm(out, { recursive: true, force: true });
  }
});

/** The address the built site is served at, by the browser's own routing: no server, no port. */
const BUILT = 'http://built.site.test';

/** Serves a built site's files to the page at BUILT, as a static host serves them. */
async function serveBuilt(page: Page, dir: string): Promise<void> {
  await page.route(`${BUILT}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const candidates = [pathname, path.posix.join(pathname, 'index.html'), `${pathname}.html`];
    for (const candidate of candidates) {
      const file = path.join(dir, candidate);
      if (
        await stat(file).then(
          (found) => found.isFile(),
          () => false,
        )
      )
        return route.fulfill({ path: file });
    }
    return route.fulfill({ status: 404, path: path.join(dir, '404.html') });
  });
}

test('a change that would break the site stays unpublished, and the editor says why', async ({
  page,
  editor,
}) => {
  // A post published while the change is in review, which the change links to.
  const linked = 'content/blog/published-while-in-review.md';
  await editor.between(async () => {
    await writeFile(
      path.join(editor.dir, linked),
      '---\ntitle: Published while in review\ndate: 2025-01-02\nsummary: A post of the test.\ntags: [news]\n---\n\nWords.\n',
    );
    editor.git('add', linked);
    editor.git('commit', '--quiet', '--message', 'A post published meanwhile');
  });

  const title = 'A post that links to another';
  const post = newPost(title);
  await writePost(page, editor, title, 'Read [the other post](/blog/published-while-in-review).');
  expect(statusOf(editor, post.branch)).toBe('draft');

  // Another change, published meanwhile, takes the linked post away. It is made between the
  // editor's requests: while one runs, the change's branch may be checked out.
  await editor.between(() => {
    editor.git('rm', '--quiet', linked);
    editor.git('commit', '--quiet', '--message', 'The linked post is taken down');
  });
  expect(fileOn(editor, PUBLISHED_BRANCH, linked)).toBeUndefined();

  await setStatus(page, 'Draft', 'Ready');
  await publishChange(page);
  const refusal = notice(page).filter({ hasText: 'Not published.' });
  await expect(refusal).toContainText('Text: /blog/published-while-in-review', { timeout: 30_000 });
  await expect(refusal).not.toContainText(/Error|npm run|\.md:\d/);
  await shot(page, 'refused-publication');
  expect(fileOn(editor, PUBLISHED_BRANCH, post.file)).toBeUndefined();
  expect(changeBranches(editor)).toEqual([post.branch]);
  expect(
    await readFile(path.join(editor.dir, 'content/blog', `${post.slug}.md`)).catch(() => null),
  ).toBeNull();
});
