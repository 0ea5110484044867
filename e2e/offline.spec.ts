import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { CHECKSUMS_FILE } from '../pipeline/publish/manifest';
import { archiveName } from '../pipeline/publish/offline-archive';
import { zimWriter } from '../pipeline/publish/zim-archive';
import type { OfflineCopy } from '../tools/test/offline-copies';
import { testOfflineBuildDir } from '../tools/test/test-build';
import { expect, test as base } from './fixtures';
import { offlinePageFacts, startPageOf, unpackedTestCopies, walkOfflineCopy } from './offline-walk';
import { content, languages } from './site-routes';

const run = promisify(execFile);

/**
 * The suite's fixture: the offline archives of the tests' sources (`npm run build:offline`), built
 * once for every worker and unpacked for each, as a reader unpacks the one support sent them.
 */
const test = base.extend<object, { copies: OfflineCopy[] }>({
  copies: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { copies, remove } = await unpackedTestCopies();
      await provide(copies);
      await remove();
    },
    // A first run builds the archives, which takes longer than a fixture's usual 30 s on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
});

test.describe('the offline copy, read from a folder', () => {
  // A phone's width, where a page that does not reflow shows it; the walk reads every page once.
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [index, { language }] of languages.entries()) {
    test(`in ${language.englishName}, every page reads whole and every link leads to a page it holds`, async ({
      page,
      copies,
    }) => {
      // One tab reads every page of the language in turn, as the walk follows the links.
      test.setTimeout(180_000);
      const copy = copies[index];
      // A copy read from a disk asks no server for anything, and finds every file it names.
      const elsewhere: string[] = [];
      const failed: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) elsewhere.push(request.url());
      });
      page.on('requestfailed', (request) => {
        // A file still loading when the walk opens the next page (the favicon, as a rule) is
        // cancelled, not missing: a missing one fails with ERR_FILE_NOT_FOUND.
        const error = request.failure()?.errorText;
        if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
      });
      const problems = await walkOfflineCopy(copy, async (url) => {
        await page.goto(url);
        return page.evaluate(offlinePageFacts);
      });
      expect(problems).toEqual([]);
      expect(elsewhere, 'requests to a server').toEqual([]);
      expect(failed, 'files that did not load').toEqual([]);
    });
  }

  test('a copy in a folder of its own opens on its home from the folder’s top', async ({ page, copies }) => {
    const inFolders = copies.filter((copy) => startPageOf(copy));
    expect(inFolders.length).toBe(languages.length - 1);
    for (const copy of inFolders) {
      await page.goto(pathToFileURL(path.join(copy.folder, 'index.html')).href);
      await page.waitForURL(pathToFileURL(path.join(copy.folder, startPageOf(copy)!)).href);
      await expect(page.locator('html')).toHaveAttribute('dir', copy.language.dir);
    }
  });

  test('each copy passes sha256sum -c inside, and the archives pass it beside them', async ({ copies }) => {
    for (const folder of [testOfflineBuildDir, ...copies.map((copy) => copy.folder)]) {
      const { stdout } = await run('sha256sum', ['--check', '--strict', CHECKSUMS_FILE], { cwd: folder });
      const lines = stdout.trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(
        lines.filter((line) => !line.endsWith(': OK')),
        folder,
      ).toEqual([]);
    }
  });

  test('each language’s ZIM file passes zimcheck and opens on its home in Kiwix', async ({ copies }) => {
    const writer = zimWriter();
    if (!writer) throw new Error('zimwriterfs is not installed: npm run test:setup installs zim-tools');
    const tools = path.dirname(writer);
    for (const copy of copies) {
      const file = `${archiveName(content.site, copy.language)}.zim`;
      const { stdout } = await run(path.join(tools, 'zimcheck'), ['--all', file], {
        cwd: testOfflineBuildDir,
      });
      expect(stdout, file).toContain('Overall Test Status: Pass');
      const info = await run(path.join(tools, 'zimdump'), ['info', file], { cwd: testOfflineBuildDir });
      expect(info.stdout, file).toContain(`main page: ${startPageOf(copy) ?? 'index.html'}`);
    }
  });
});
