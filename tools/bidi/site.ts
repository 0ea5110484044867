/**
 * The bidirectional check of a built site: every page of every right-to-left language, each fault
 * named by its page, its text and the content file the text most likely came from, so that an
 * editor knows where to look.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPage, describeFault, type BidiFault } from './check';

/** A fault of a built page, with the page's address and the content file its text came from. */
export interface SiteBidiFault extends BidiFault {
  /** The page's address, such as `/fa/contact-us`. */
  page: string;
  /** The content file, relative to the project's root, whose words hold the text; absent when none does. */
  file?: string;
}

/** A content file's words, to find which file a text of a page came from. */
interface ContentText {
  file: string;
  /** The language its words are in: a translation's tag, or undefined for the site's own files. */
  language?: string;
  text: string;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Every text file under `content/`, with the language of its words. */
async function readContentTexts(root: string): Promise<ContentText[]> {
  const dir = path.join(root, 'content');
  const files = (await listFiles(dir)).filter(
    (file) => /\.(md|ya?ml|txt)$/.test(file) && file !== 'README.md',
  );
  return Promise.all(
    files.map(async (file) => ({
      file: `content/${file}`,
      language: /^translations\/([^/]+)\//.exec(file)?.[1],
      text: (await readFile(path.join(dir, file), 'utf8')).replace(/\s+/g, ' '),
    })),
  );
}

// Words of a text: runs of letters and digits, in any script.
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

/**
 * The content file a page's text most likely came from: the one holding the fragment and most of
 * the paragraph's words, a translation in the page's language before the site's own files.
 */
export function sourceOf(
  fault: BidiFault,
  language: string | undefined,
  texts: readonly ContentText[],
): string | undefined {
  const words = [...new Set(fault.paragraph.match(WORDS) ?? [])];
  const fragmentWords = fault.text.match(WORDS) ?? [];
  let best: { file: string; score: number } | undefined;
  for (const content of texts) {
    if (content.language !== undefined && content.language !== language) continue;
    // A placeholder's value, such as {product}, is not in the file; the words around it are.
    if (!fragmentWords.some((word) => content.text.includes(word)) && !content.text.includes(fault.text))
      continue;
    const found = words.filter((word) => content.text.includes(word));
    const score =
      found.reduce((sum, word) => sum + word.length, 0) +
      (content.text.includes(fault.paragraph) ? 1000 : 0) +
      (content.language === language ? 0.5 : 0);
    if (score > 0 && (!best || score > best.score)) best = { file: content.file, score };
  }
  return best?.file;
}

/** The address a page is served at: `fa/about/index.html` is /fa/about, `index.html` is /. */
function pageUrl(file: string): string {
  return file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`;
}

/**
 * Checks every page of a built site whose language is written right to left (its `<html dir="rtl">`),
 * and names the content file behind each fault; `root` is the project whose `content/` was built.
 */
export async function checkSite(
  dir: string,
  root: string,
): Promise<{ faults: SiteBidiFault[]; pages: string[] }> {
  const texts = await readContentTexts(root);
  const files = (await listFiles(dir)).filter(
    (file) => file.endsWith('index.html') && !file.startsWith('admin/'),
  );
  const faults: SiteBidiFault[] = [];
  const pages: string[] = [];
  for (const file of files.sort()) {
    const html = await readFile(path.join(dir, file), 'utf8');
    const tag = /<html[^>]*>/i.exec(html)?.[0] ?? '';
    if (!/\sdir="rtl"/i.test(tag)) continue;
    const language = /\slang="([^"]+)"/i.exec(tag)?.[1];
    const page = pageUrl(file);
    pages.push(page);
    for (const fault of checkPage(html))
      faults.push({ ...fault, page, file: sourceOf(fault, language, texts) });
  }
  return { faults, pages };
}

/** One line for a fault of a site: the page, what is wrong, where on the page, and the content file. */
export function formatSiteFault(fault: SiteBidiFault): string {
  return `${fault.page}: ${describeFault(fault)}; in ${fault.where}${fault.file ? `, from ${fault.file}` : ''}`;
}
