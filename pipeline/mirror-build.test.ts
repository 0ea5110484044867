import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagHost } from '../shared/flags';
import { buildSite, type BuildResult } from './build';
import { ContentStore } from './content/store';
import { MANIFEST_FILE } from './publish/manifest';
import { unsafeSvgReason } from './vite/flags-plugin';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The link relations a browser fetches on its own. Canonical and alternate links only name the
 * main site's addresses for search engines and feed readers, and are never requested.
 */
const FETCHED_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest']);

/** Whether an address leads to another host: it names a scheme with a host, or starts with `//`. */
const elsewhere = (address: string) => /^\s*(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(address);

/** The addresses a `srcset` lists, without their widths. */
const srcsetAddresses = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** Every address of a page that the browser requests as it shows the page. */
function fetchedAddresses(html: string): string[] {
  const document = parse(html);
  const addresses: string[] = [];
  for (const element of document.querySelectorAll(
    'img, source, script, link, iframe, video, audio, embed, object',
  )) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'link') {
      const rels = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (!rels.some((rel) => FETCHED_RELS.has(rel))) continue;
    }
    for (const name of ['src', 'href', 'data', 'poster']) {
      const value = element.getAttribute(name);
      if (value) addresses.push(value);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset) addresses.push(...srcsetAddresses(srcset));
  }
  return addresses;
}

/** The policy a page's `<meta>` gives, one directive by its name. */
function policyOf(html: string): Map<string, string[]> {
  const meta = parse(html).querySelector('meta[http-equiv="Content-Security-Policy"]');
  const policy = meta?.getAttribute('content') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values] as const),
  );
}

/**
 * The mirror build (`npm run build:mirror`), of the project as it is: the copy mirrors and the onion
 * serve. Its pages must request nothing from another host, its flags included, which the site
 * serves itself, and its policy must allow nothing else.
 */
describe('the mirror build', () => {
  const out = path.join(root, `.e2e-dist-mirror-${process.pid}`);
  let built: BuildResult;
  let files: string[];
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    built = await buildSite(root, out, { mirror: true });
    files = (await readdir(out, { recursive: true })).map((file) => file.split(path.sep).join('/'));
  }, 300_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('writes no page that requests a file from another host', async () => {
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of pages) {
      for (const address of fetchedAddresses(await read(file))) {
        if (elsewhere(address)) found.push(`${file}: ${address}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('writes no stylesheet that loads a file from another host', async () => {
    const sheets = files.filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of sheets) {
      const css = await read(file);
      const urls = [...css.matchAll(/url\(\s*["']?([^"')]+)/g), ...css.matchAll(/@import\s+["']([^"']+)/g)];
      for (const [, address] of urls) if (elsewhere(address)) found.push(`${file}: ${address}`);
    }
    expect(found).toEqual([]);
  });

  it('gives every page a policy that takes images from the site alone, and names no other host', async () => {
    for (const file of files.filter((each) => each.endsWith('.html'))) {
      const policy = policyOf(await read(file));
      expect(policy.get('img-src'), file).toEqual(["'self'"]);
      expect(
        [...policy.values()].flat().filter((value) => /[:.]/.test(value)),
        file,
      ).toEqual([]);
    }
  });

  it('sends the same policy from its _headers file, for the hosts that read one', async () => {
    const headers = await read('_headers');
    const policies = [...headers.matchAll(/Content-Security-Policy: (.+)/g)].map(([, value]) => value);
    expect(policies[0]).toContain("img-src 'self';");
    for (const policy of policies) expect(policy).not.toMatch(/https?:/);
  });

  it('serves a flag of its own, free of script, for every location of the content, and lists it in its manifest', async () => {
    const { content } = await new ContentStore({ root }).load().result();
    const codes = [...new Set(content!.servers.map((server) => server.code.toLowerCase()))];
    expect(codes.length).toBeGreaterThan(0);
    const manifest = JSON.parse(await read(MANIFEST_FILE.replace(/^\//, ''))) as {
      files: { path: string }[];
    };
    const listed = new Set(manifest.files.map((file) => file.path));
    for (const code of codes) {
      const svg = await read(`flags/${code}.svg`);
      expect(svg, code).toMatch(/^<svg\b/);
      expect(unsafeSvgReason(svg), code).toBeUndefined();
      expect(listed.has(`flags/${code}.svg`), code).toBe(true);
    }
  });

  it('shows those flags on the server page in every language, and names the flag service nowhere there', async () => {
    const { content } = await new ContentStore({ root }).load().result();
    const host = flagHost(content!.site.flagBaseUrl);
    const serverPages = files.filter((file) => /(^|\/)server\/index\.html$/.test(file));
    expect(serverPages.length).toBe(built.languages.length);
    for (const file of serverPages) {
      const html = await read(file);
      const flags = parse(html)
        .querySelectorAll('img')
        .map((img) => img.getAttribute('src') ?? '')
        .filter((src) => src.includes('flags/'));
      expect(flags.length, file).toBe(content!.servers.length);
      for (const src of flags) {
        const target = path.posix.join(path.posix.dirname(file), src);
        expect(files, `${file}: ${src}`).toContain(target);
      }
      expect(html, file).not.toContain(host);
    }
  });
});
