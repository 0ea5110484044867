import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { formatDate } from '../../src/lib/format';
import { ContentStore, loadContent, todayIso } from './store';
import { ContentError, formatProblem, reportLines } from './problem';
import { contentDay, daysAfter } from '../../tools/test/content-day';
import { copyContent } from '../../tools/test/project-copy';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let root: string;
/** The content's own day, on which its newest legal version is not in the future. */
const TODAY = contentDay();
/** The day of the test's scheduled post: a month after today. */
const LATER = daysAfter(TODAY, 31);

const post = (front: string) =>
  `---\n${front}\nsummary: A post for the test.\ntags: [news]\n---\n\n## First section\n\nWords.\n`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-load-'));
  await copyContent(root);
  const blog = path.join(root, 'content/blog');
  await writeFile(path.join(blog, 'a-draft.md'), post('title: Not finished\ndate: 2025-07-01\ndraft: true'));
  await writeFile(path.join(blog, 'scheduled.md'), post(`title: Later\ndate: ${LATER}`));
  await writeFile(path.join(blog, 'midsummer.md'), post('title: Midsummer\ndate: 2025-06-21'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadContent on the real content', () => {
  it('finds no problem at all in content/', async () => {
    const { content, problems, files } = await loadContent({ root: projectRoot });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content).toBeDefined();
    expect(files.length).toBeGreaterThan(20);
  });
});

describe('drafts and scheduled posts', () => {
  const ids = async (preview: boolean, today: string) =>
    (await loadContent({ root, preview, today })).content?.posts.map((p) => p.id);

  it('leaves drafts and posts dated after today out of the built site', async () => {
    const built = await ids(false, TODAY);
    expect(built).toContain('midsummer');
    expect(built).not.toContain('a-draft');
    expect(built).not.toContain('scheduled');
  });

  it('publishes a scheduled post on its day', async () => {
    expect(await ids(false, LATER)).toContain('scheduled');
  });

  it('keeps drafts and scheduled posts for the dev server, marked as drafts', async () => {
    const { content } = await loadContent({ root, preview: true, today: TODAY });
    const draft = content?.posts.find((p) => p.id === 'a-draft');
    expect(draft?.draft).toBe(true);
    expect(content?.posts.map((p) => p.id)).toContain('scheduled');
  });
});

describe('dates', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  // The two ends of the world's clock: a day that shifted would show here.
  it.each([
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
    ['UTC', 0],
  ])('an unquoted date stays the same calendar day in %s', async (timeZone, offset) => {
    process.env.TZ = timeZone;
    expect(new Date(2025, 5, 21).getTimezoneOffset()).toBe(offset);
    const { content } = await loadContent({ root, today: TODAY });
    const midsummer = content?.posts.find((p) => p.id === 'midsummer');
    expect(midsummer?.date).toBe('2025-06-21');
    expect(formatDate(midsummer!.date, 'en-US')).toBe('June 21, 2025');
  });

  it('writes today as the build machine reads its calendar', () => {
    expect(todayIso(new Date(2025, 6, 4, 23, 59))).toBe('2025-07-04');
  });
});

describe('rendering', () => {
  it('renders a markdown body the first time it is read', async () => {
    const { content } = await loadContent({ root, today: TODAY });
    const midsummer = content?.posts.find((p) => p.id === 'midsummer');
    expect(midsummer?.headings).toEqual([{ depth: 2, id: 'first-section', text: 'First section' }]);
    expect(JSON.parse(JSON.stringify(midsummer)).html).toContain('<h2 id="first-section">First section</h2>');
  });
});

describe('ContentError', () => {
  it('says exactly what npm run check:content prints', () => {
    const problems = [
      { file: 'content/plans.yaml', line: 3, column: 9, path: '[0].id', message: 'is empty' },
    ];
    const error = new ContentError(problems, 24);
    expect(error.message).toBe(reportLines(problems, 24).join('\n'));
    expect(error.message).toBe(
      'content/plans.yaml:3:9  [0].id: is empty\n1 problem in 1 file, 24 files checked',
    );
  });
});

describe('pictures in a markdown body', () => {
  it('need a description, and must be on the site itself, named at their line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-images-'));
    try {
      await copyContent(dir);
      await mkdir(path.join(dir, 'public/media'), { recursive: true });
      const map = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#246' } })
        .png()
        .toBuffer();
      await writeFile(path.join(dir, 'public/media/map.png'), map);
      const body =
        '\n\nA map:\n\n![](/media/map.png)\n\n![A photo](https://photos.test.example/a.jpg)\n\n![A fine map](/media/map.png)\n\n![The same map](/media/mpa.png)\n';
      await writeFile(
        path.join(dir, 'content/blog/pictures.md'),
        `---\ntitle: Pictures\ndate: 2025-06-21\nsummary: A post for the test.\ntags: [news]\n---${body}`,
      );
      const { problems } = await loadContent({ root: dir });
      expect(problems.filter((problem) => problem.file.endsWith('pictures.md')).map(formatProblem)).toEqual([
        'content/blog/pictures.md:10:5  body: the picture /media/map.png has no description: write what it shows between the brackets, such as ![A map of the server locations](/media/map.png), for people who cannot see it',
        "content/blog/pictures.md:12:12  body: the picture https://photos.test.example/a.jpg is not on this site, and the page would show only its description: add it to public/media/ (the editor's Media tab does it) and write its address as /media/<file name>",
        "content/blog/pictures.md:16:17  body: there is no picture /media/mpa.png in public/media/ (did you mean /media/map.png?): add it there (the editor's Media tab does it), or correct the address",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a store whose queue waits for the editorial workflow’s turn', () => {
  const linkingPost = `---\ntitle: Links away\ndate: 2025-07-02\nsummary: A post for the test.\ntags: [news]\n---\n\nRead [this](/blog/nowhere-at-all).\n`;

  it('reads nothing an editor changes during the turn, then reads the files as they are after it', async () => {
    const store = new ContentStore({ root, today: TODAY }).load();
    await store.result();
    const file = path.join(root, 'content/blog/held.md');
    const midsummer = path.join(root, 'content/blog/midsummer.md');
    onTestFinished(() => rm(file, { force: true }));
    await store.inOrder(async () => {
      // A change's branch checked out: a post that links nowhere, and a post renamed.
      await writeFile(file, linkingPost);
      await writeFile(midsummer, post('title: Renamed on a branch\ndate: 2025-06-21'));
      store.update(file);
      store.update(midsummer);
      // The published branch back, with the post renamed there too.
      await rm(file);
      await writeFile(midsummer, post('title: Renamed and published\ndate: 2025-06-21'));
    });
    const { content, problems } = await store.result();
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content?.posts.map((p) => p.id)).not.toContain('held');
    expect(content?.posts.find((p) => p.id === 'midsummer')?.title).toBe('Renamed and published');
  });

  it('reads a file changed during the turn once the turn is over', async () => {
    const store = new ContentStore({ root, today: TODAY }).load();
    const file = path.join(root, 'content/blog/published.md');
    onTestFinished(() => rm(file, { force: true }));
    await store.inOrder(() => writeFile(file, linkingPost));
    store.update(file);
    const { problems } = await store.result();
    expect(problems.map(formatProblem)).toEqual([
      expect.stringContaining('/blog/nowhere-at-all is not a page of this site'),
    ]);
  });
});

describe('the problems a change would bring', () => {
  it('count a file the change deletes: a link to a deleted post is found, and the store is left as it was', async () => {
    const linking = path.join(root, 'content/blog/links-to-midsummer.md');
    onTestFinished(() => rm(linking, { force: true }));
    await writeFile(
      linking,
      `---\ntitle: Links to midsummer\ndate: 2025-07-03\nsummary: A post for the test.\ntags: [news]\n---\n\nRead [midsummer](/blog/midsummer).\n`,
    );
    const store = new ContentStore({ root, today: TODAY }).load();
    const problems = await store.problemsWith(new Map([['content/blog/midsummer.md', null]]));
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/blog\/links-to-midsummer\.md:\d+:\d+ {2}body: \/blog\/midsummer is not a page of this site/,
      ),
    ]);
    const after = await store.result();
    expect(after.problems.map(formatProblem)).toEqual([]);
    expect(after.content?.posts.map((p) => p.id)).toContain('midsummer');
  });
});
