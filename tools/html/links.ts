/**
 * The link check of a built site: every link to the site itself leads to a page or file of the
 * build, and each #anchor to an element with that id on the page it names. Links elsewhere (other
 * hosts, mail, phone) are not followed: checking them would need the network and would pass or
 * fail with other people's sites.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';

/** A link that leads nowhere: the page it is on, the address as written, and what is missing. */
export interface BrokenLink {
  /** The page's file, relative to the build folder, such as `about/index.html`. */
  page: string;
  href: string;
  problem: string;
}

/** What a check found: the broken links, how many links to the site it followed, and on how many pages. */
export interface LinkReport {
  broken: BrokenLink[];
  links: number;
  pages: number;
}

// A stand-in origin to resolve relative links against; links to the site's public address (its
// canonical links name it) are checked as if they were written relative.
const LOCAL = 'http://site.invalid';

/** The elements and attributes that point at another page or file. */
const LINK_ATTRIBUTES = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['form[action]', 'action'],
] as const;

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    }),
  );
  return nested.flat();
}

/**
 * The address a page is read at: `about/index.html` is /about/, with the slash hosts redirect to,
 * since its links are written relative to its folder (shared/paths.ts); `index.html` is /.
 */
function pageUrl(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/** The built file a path is served from, the way the preview server and the host look it up. */
function fileFor(pathname: string, files: ReadonlySet<string>): string | undefined {
  const bare = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = pathname.endsWith('/')
    ? [bare ? `${bare}/index.html` : 'index.html']
    : [bare, `${bare}.html`, `${bare}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

interface Page {
  file: string;
  ids: Set<string>;
  links: string[];
  canonical?: string;
}

function readPage(file: string, html: string): Page {
  const document = parse(html);
  const ids = new Set<string>();
  document.querySelectorAll('[id]').forEach((element) => ids.add(element.getAttribute('id') ?? ''));
  // Old-style anchors are still valid targets for a #fragment.
  document.querySelectorAll('a[name]').forEach((element) => ids.add(element.getAttribute('name') ?? ''));
  const links = LINK_ATTRIBUTES.flatMap(([selector, attribute]) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? ''),
  );
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined;
  return { file, ids, links, canonical };
}

/** Checks every link of every HTML page in a built site's folder. */
export async function checkLinks(dir: string): Promise<LinkReport> {
  const files = new Set(await listFiles(dir));
  const pages = await Promise.all(
    [...files]
      .filter((file) => file.endsWith('.html'))
      .sort()
      .map(async (file) => readPage(file, await readFile(path.join(dir, file), 'utf8'))),
  );
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const siteOrigins = new Set([LOCAL]);
  for (const page of pages) {
    if (page.canonical && URL.canParse(page.canonical)) siteOrigins.add(new URL(page.canonical).origin);
  }

  const broken: BrokenLink[] = [];
  let links = 0;
  for (const page of pages) {
    for (const href of page.links) {
      const report = (problem: string) => broken.push({ page: page.file, href, problem });
      if (!URL.canParse(href, `${LOCAL}${pageUrl(page.file)}`)) {
        report('is not a valid address');
        continue;
      }
      const url = new URL(href, `${LOCAL}${pageUrl(page.file)}`);
      if (!siteOrigins.has(url.origin)) continue;
      links += 1;
      const pathname = decodeURIComponent(url.pathname);
      const target = fileFor(pathname, files);
      if (!target) {
        report(`leads to no page or file: nothing in the build answers ${pathname}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      const targetPage = byFile.get(target);
      if (anchor && targetPage && !targetPage.ids.has(anchor)) {
        const where = target === page.file ? 'this page' : pageUrl(target);
        report(`leads to #${anchor}, but ${where} has no element with id "${anchor}"`);
      }
    }
  }
  return { broken, links, pages: pages.length };
}

/** One line per broken link: `about/index.html: /blgo leads to no page or file: ...`. */
export function formatBrokenLink(link: BrokenLink): string {
  return `${link.page}: ${link.href} ${link.problem}`;
}
