import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import * as openpgp from 'openpgp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language, Site } from '../../schemas';
import { reader, testKey } from './__fixtures__/readers';
import { CHECKSUMS_FILE, MANIFEST_FILE, sha256, signatureFile } from './manifest';
import { archiveFiles, archiveName, offlineArchives, type ArchiveInput } from './offline-archive';
import { zimLanguage, zimWriter } from './zim-archive';

const english: Language = { tag: 'en', name: 'English', englishName: 'English', locale: 'en-US', dir: 'ltr' };
const persian: Language = { tag: 'fa', name: 'فارسی', englishName: 'Persian', locale: 'fa-IR', dir: 'rtl' };
const site = {
  product: 'Test VPN',
  tagline: 'A network for the test.',
  siteUrl: 'https://vpn.test.example',
} as Site;
const MOMENT = new Date('2026-11-02T10:20:30Z');

/** A built site of a few files in two languages, as the offline build keeps it: pages, shared files and scripts. */
function built(key?: openpgp.PrivateKey): ArchiveInput {
  const pages = [
    { url: '/', file: 'index.html', status: 200 },
    { url: '/about', file: 'about/index.html', status: 200 },
    { url: '/fa', file: 'fa/index.html', status: 200 },
    { url: '/fa/about', file: 'fa/about/index.html', status: 200 },
    { url: '/404', file: '404.html', status: 404 },
    { url: '/fa/404', file: 'fa/404.html', status: 404 },
  ];
  const others = [
    'assets/site-1a2b.css',
    'assets/island-3c4d.js',
    'assets/search-5e6f.mjs',
    'fonts/vazirmatn.woff2',
    'media/harbour-640.webp',
    'blog/feed.xml',
    'fa/blog/feed.xml',
    'mirrors.json',
    'favicon.svg',
    '_headers',
  ];
  const bytes = new Map<string, Uint8Array>();
  // Each page a document of its own, which names the stylesheet, as a ZIM file's checks expect.
  for (const page of pages)
    bytes.set(
      page.file,
      Buffer.from(
        `<!doctype html><html><head><title>${page.url}</title></head><body><p>The page ${page.url}.</p></body></html>\n`,
      ),
    );
  for (const file of others) bytes.set(file, Buffer.from(`the bytes of ${file}\n`));
  bytes.set(
    'favicon.svg',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#22d3a6"/></svg>',
    ),
  );
  const files = [...bytes].map(([file, data]) => ({ path: file, size: data.length, sha256: sha256(data) }));
  return { site, languages: [english, persian], pages, files, bytes, moment: MOMENT, key };
}

describe('the offline archives', () => {
  let work: string;
  let key: Awaited<ReturnType<typeof testKey>>;
  const timeZone = process.env.TZ;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'masky-offline-'));
    key = await testKey('Site signing, test');
  });
  afterAll(() => rm(work, { recursive: true, force: true }));
  afterEach(() => {
    process.env.TZ = timeZone;
  });

  it('are named by the product and the language, as the folder each unpacks to', () => {
    expect(archiveName(site, persian)).toBe('test-vpn-fa');
    expect(archiveName({ product: 'Ünïcode  Ltd.' } as Site, english)).toBe('unicode-ltd-en');
  });

  it('each hold their own pages and the files they name, never another language’s, a script or a host’s file', () => {
    const input = built();
    expect(archiveFiles(input, english).map((file) => file.path)).toEqual([
      'index.html',
      'about/index.html',
      'assets/site-1a2b.css',
      'fonts/vazirmatn.woff2',
      'media/harbour-640.webp',
      'blog/feed.xml',
      'mirrors.json',
      'favicon.svg',
    ]);
    expect(archiveFiles(input, persian).map((file) => file.path)).toEqual([
      'fa/index.html',
      'fa/about/index.html',
      'assets/site-1a2b.css',
      'fonts/vazirmatn.woff2',
      'media/harbour-640.webp',
      'blog/feed.xml',
      'fa/blog/feed.xml',
      'mirrors.json',
      'favicon.svg',
    ]);
  });

  it('unpack to one folder each, sealed inside, a language in a folder of its own opening on its home', async () => {
    const { archives } = await offlineArchives(built());
    expect(archives.map((archive) => [archive.language, archive.file])).toEqual([
      ['en', 'test-vpn-en.zip'],
      ['fa', 'test-vpn-fa.zip'],
    ]);
    const persianFiles = unzipSync(archives[1].bytes);
    expect(Object.keys(persianFiles).every((entry) => entry.startsWith('test-vpn-fa/'))).toBe(true);
    expect(Object.keys(persianFiles)).toContain(`test-vpn-fa/${MANIFEST_FILE}`);
    expect(archives[1].files).toBe(Object.keys(persianFiles).length);
    const start = Buffer.from(persianFiles['test-vpn-fa/index.html']).toString();
    expect(start).toContain('<html lang="fa" dir="rtl">');
    expect(start).toContain('<meta http-equiv="refresh" content="0; url=fa/index.html" />');
    expect(start).toContain('<a href="fa/index.html">Test VPN · فارسی</a>');
    // Unsigned without the key: the seal and the list of archives, and no signature.
    expect(Object.keys(persianFiles).some((entry) => entry.endsWith('.asc'))).toBe(false);
  });

  it('are the same bytes from the same files, packed again or in another time zone', async () => {
    const first = await offlineArchives(built());
    process.env.TZ = 'Asia/Tehran';
    const again = await offlineArchives(built());
    expect(again.written.map(([file, bytes]) => [file, sha256(bytes)])).toEqual(
      first.written.map(([file, bytes]) => [file, sha256(bytes)]),
    );
  });

  it('pass sha256sum -c and gpg --verify beside them and inside, with the tools a reader has', async () => {
    const privateKey = await openpgp.readPrivateKey({ armoredKey: key.privateKey });
    const { written } = await offlineArchives(built(privateKey));
    expect(written.map(([file]) => file)).toEqual([
      'test-vpn-en.zip',
      signatureFile('test-vpn-en.zip'),
      'test-vpn-fa.zip',
      signatureFile('test-vpn-fa.zip'),
      CHECKSUMS_FILE,
      signatureFile(CHECKSUMS_FILE),
    ]);
    const folder = path.join(work, 'signed');
    for (const [file, bytes] of written) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), bytes);
    }
    const home = await mkdtemp(path.join(work, 'gnupg-'));
    const gpg = (args: string[], cwd: string) =>
      reader('gpg', ['--batch', ...args], cwd, { GNUPGHOME: home });
    await writeFile(path.join(home, 'site-key.asc'), key.publicKey);
    expect((await gpg(['--import', path.join(home, 'site-key.asc')], folder)).code).toBe(0);

    // Beside the archives: their list, signed, and each archive's own signature.
    expect((await gpg(['--verify', signatureFile(CHECKSUMS_FILE), CHECKSUMS_FILE], folder)).code).toBe(0);
    expect((await gpg(['--verify', signatureFile('test-vpn-fa.zip'), 'test-vpn-fa.zip'], folder)).code).toBe(
      0,
    );
    const sums = await reader('sha256sum', ['-c', CHECKSUMS_FILE], folder);
    expect(sums.output.trim().split('\n')).toEqual([
      'test-vpn-en.zip: OK',
      'test-vpn-en.zip.asc: OK',
      'test-vpn-fa.zip: OK',
      'test-vpn-fa.zip.asc: OK',
    ]);

    // Inside, once unpacked: the copy's own list, signed, naming every file it holds.
    for (const [entry, bytes] of Object.entries(unzipSync(written[2][1]))) {
      await mkdir(path.dirname(path.join(folder, entry)), { recursive: true });
      await writeFile(path.join(folder, entry), bytes);
    }
    const copy = path.join(folder, 'test-vpn-fa');
    expect((await gpg(['--verify', signatureFile(CHECKSUMS_FILE), CHECKSUMS_FILE], copy)).code).toBe(0);
    const inside = await reader('sha256sum', ['-c', CHECKSUMS_FILE], copy);
    expect(inside.code).toBe(0);
    expect(inside.output).toContain('fa/about/index.html: OK');
    expect(inside.output).toContain('index.html: OK');
    await writeFile(path.join(copy, 'fa/about/index.html'), 'changed');
    const changed = await reader('sha256sum', ['-c', CHECKSUMS_FILE], copy);
    expect(changed.code).toBe(1);
    expect(changed.output).toContain('fa/about/index.html: FAILED');
  });

  it('are written as ZIM files too, which open on their home in Kiwix and pass zimcheck', async () => {
    const writer = zimWriter();
    if (!writer) throw new Error('zimwriterfs is not installed: npm run test:setup installs zim-tools');
    const { archives, written } = await offlineArchives(built(), { zimWriter: writer });
    expect(archives.map((archive) => archive.zim?.file)).toEqual(['test-vpn-en.zim', 'test-vpn-fa.zim']);
    const folder = path.join(work, 'zim');
    await mkdir(folder, { recursive: true });
    for (const [file, bytes] of written) await writeFile(path.join(folder, file), bytes);
    const tools = path.dirname(writer);
    const check = await reader(path.join(tools, 'zimcheck'), ['--all', 'test-vpn-fa.zim'], folder);
    expect(check.output).toContain('Overall Test Status: Pass');
    const info = await reader(path.join(tools, 'zimdump'), ['info', 'test-vpn-fa.zim'], folder);
    expect(info.output).toContain('main page: fa/index.html');
    const page = await reader(
      path.join(tools, 'zimdump'),
      ['show', '--url=fa/about/index.html', 'test-vpn-fa.zim'],
      folder,
    );
    expect(page.output).toContain('The page /fa/about.');
    // Listed beside the zips, so a reader checks a ZIM file the same way.
    const sums = await reader('sha256sum', ['-c', CHECKSUMS_FILE], folder);
    expect(sums.output).toContain('test-vpn-fa.zim: OK');
  });

  it('name their language in a ZIM file by its ISO 639-3 code', () => {
    expect(['en', 'fa', 'ru', 'zh-Hans', 'tlh'].map(zimLanguage)).toEqual([
      'eng',
      'fas',
      'rus',
      'zho',
      'mul',
    ]);
  });
});
