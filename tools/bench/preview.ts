import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createServer, mergeConfig } from 'vite';
import { publishedContent } from '../../pipeline/content/store';
import { copyProject } from '../test/project-copy';
import { siteConfig } from '../../pipeline/vite/config';

/** One measured edit: how long from the file's save to the new words on screen, in milliseconds. */
export interface PreviewRun {
  page: string;
  file: string;
  milliseconds: number;
}

/** What a preview bench found: every run, and whether the page kept its state across all of them. */
export interface PreviewReport {
  runs: PreviewRun[];
  /** The page was never loaded again: a value set on `window` before the first edit was still there. */
  reloaded: boolean;
  /** The words typed into a form field before the first edit were still in it. */
  formKept: boolean;
  /** The page was still scrolled where the visitor left it. */
  scrollKept: boolean;
}

/**
 * Starts watching the page for `words` in the element that `selector` finds, and returns a function
 * that resolves with the time, on this machine's clock, at which they first showed. The watch starts
 * before the file is written, so nothing is missed.
 */
async function watchFor(page: Page, selector: string, words: string): Promise<() => Promise<number>> {
  // The page runs this script, written as text: this module is Node code, with no DOM types. It ends
  // with undefined, or Playwright would wait for the promise it makes.
  await page.evaluate(`window.previewBenchShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})?.textContent?.includes(${JSON.stringify(words)})) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }); undefined`);
  return async () => Number(await page.evaluate('window.previewBenchShown'));
}

/** Marks the page, so that a reload, which would clear the mark, shows. */
const mark = (page: Page) => page.evaluate('window.previewBenchMarker = true');
const stillMarked = async (page: Page) =>
  (await page.evaluate('window.previewBenchMarker === true')) === true;
const scrollY = async (page: Page) => Number(await page.evaluate('window.scrollY'));

/**
 * Waits as an editor would between two saves. File watchers may fold two saves of the same file a
 * few milliseconds apart into one change, which no person typing ever does.
 */
const settle = (page: Page) => page.waitForTimeout(300);

/**
 * Edits content files of a copy of the project while its dev server shows the page, and times
 * each edit from the moment the file is written to the moment the new words are on screen, in
 * Chromium: a page's copy (YAML) and a post's title (markdown front matter). It also tells whether
 * the page kept its scroll position and a form's input, which a full reload would lose.
 */
export async function measurePreview(options: {
  runs: number;
  chromiumPath: string;
}): Promise<PreviewReport> {
  const project = await copyProject();
  const server = await createServer(
    mergeConfig(siteConfig(), {
      root: project.dir,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, strictPort: false },
    }),
  );
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await server.listen();
    const origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
    const content = await publishedContent(project.dir);
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    const runs: PreviewRun[] = [];

    // A page's copy, with a form on it that the visitor has started to fill in.
    const contactFile = path.join(project.dir, 'content/pages/contact.yaml');
    // The dev server compiles the page's modules on the first visit, which takes a while on a slow machine.
    await page.goto(`${origin}/contact-us`, { timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: content.contactPage.heading }).waitFor();
    // The form is an island: typed into before React has taken it over, its words would not count.
    await page.locator('[data-island-state="hydrated"]').waitFor({ timeout: 60_000 });
    const field = page.getByLabel(content.contactPage.fields.name.label);
    await field.fill('Words the visitor typed');
    await mark(page);
    // At once: the site scrolls smoothly, and the position is read right after.
    await page.evaluate("window.scrollTo({ top: 200, behavior: 'instant' })");
    const scrolled = await scrollY(page);
    const original = await readFile(contactFile, 'utf8');
    for (let run = 1; run <= options.runs; run += 1) {
      const words = `A heading edited for run ${run}`;
      const shown = await watchFor(page, 'h1', words);
      const started = Date.now();
      await writeFile(contactFile, original.replace(/^heading: .*$/m, `heading: ${words}`));
      runs.push({
        page: '/contact-us',
        file: 'content/pages/contact.yaml',
        milliseconds: (await shown()) - started,
      });
      await settle(page);
    }
    const formKept = (await field.inputValue()) === 'Words the visitor typed';
    const scrollKept = (await scrollY(page)) === scrolled;
    let reloaded = !(await stillMarked(page));

    // A post's own module: its title, on its page.
    const post = content.posts[0];
    const postFile = path.join(project.dir, `content/blog/${post.id}.md`);
    await page.goto(`${origin}${post.url}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await mark(page);
    const postText = await readFile(postFile, 'utf8');
    for (let run = 1; run <= options.runs; run += 1) {
      const words = `A title edited for run ${run}`;
      const shown = await watchFor(page, 'h1', words);
      const started = Date.now();
      await writeFile(postFile, postText.replace(/^title: .*$/m, `title: ${words}`));
      runs.push({
        page: post.url,
        file: `content/blog/${post.id}.md`,
        milliseconds: (await shown()) - started,
      });
      await settle(page);
    }
    reloaded ||= !(await stillMarked(page));
    return { runs, reloaded, formKept, scrollKept };
  } finally {
    await browser.close();
    await server.close();
    await project.remove();
  }
}
