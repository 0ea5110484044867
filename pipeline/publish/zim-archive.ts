import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import type { Language, Site } from '../../schemas';

/** The variable that names the ZIM writer outright, as the tests' setup sets it. */
export const ZIM_WRITER_VARIABLE = 'ZIMWRITERFS_PATH';

/** The one line a build prints when it makes no ZIM file, because no writer is installed. */
export const NO_ZIM_WRITER_NOTICE =
  'No ZIM files written: zimwriterfs is not installed (sudo apt-get install zim-tools, or set ZIMWRITERFS_PATH).';

/**
 * The ISO 639-3 code a ZIM file names its language by, from the two-letter code that begins a
 * language's tag: Kiwix sorts and filters its library by it. A language without one here is
 * written `mul` (many languages), which Kiwix shows under no language; add its code here.
 */
const ISO_639_3: Record<string, string> = {
  ar: 'ara',
  de: 'deu',
  en: 'eng',
  es: 'spa',
  fa: 'fas',
  fr: 'fra',
  my: 'mya',
  ps: 'pus',
  ru: 'rus',
  tr: 'tur',
  uk: 'ukr',
  ur: 'urd',
  vi: 'vie',
  zh: 'zho',
};

/** The ZIM language code of a language tag: zh-Hans is zho. */
export const zimLanguage = (tag: string) => ISO_639_3[tag.split('-')[0].toLowerCase()] ?? 'mul';

/** The ZIM writer to use: the one `ZIMWRITERFS_PATH` names, else Debian's, else none. */
export function zimWriter(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env[ZIM_WRITER_VARIABLE];
  if (named) return named;
  return ['/usr/bin/zimwriterfs', '/usr/local/bin/zimwriterfs'].find((file) => existsSync(file));
}

/** One language's offline copy, as the ZIM file is made from it. */
export interface ZimSource {
  site: Site;
  language: Language;
  /** The archive's name, which names the ZIM file and its content. */
  name: string;
  /** The copy's files, by their paths in the folder, as the zip holds them. */
  contents: readonly [string, Uint8Array][];
  /** The page Kiwix opens first: the language's home. */
  home: string;
  /** The site's icon as SVG, which the ZIM's 48 px illustration is drawn from. */
  icon: Uint8Array;
}

/** ZIM's limits on the title and the description, in characters, which the writer refuses beyond. */
const TITLE_LIMIT = 30;
const DESCRIPTION_LIMIT = 80;

const cut = (text: string, limit: number) =>
  [...text].length <= limit ? text : `${[...text].slice(0, limit - 1).join('')}…`;

const run = promisify(execFile);

/**
 * Writes one language's offline copy as a ZIM file, the format Kiwix reads, with Debian's
 * zimwriterfs: its pages, links and seal as the zip holds them, its home as the main page, the
 * site's name and tagline as its title and description, the site's icon as its illustration, and a
 * full-text index, so that Kiwix's own search finds the copy's pages without the site's script.
 * The writer reads a folder, so the copy is written into a new one under the system's temporary
 * folder from the bytes in memory, and removed after. A ZIM file holds a random identifier and the
 * day it was written, so unlike the zip it is not the same bytes twice.
 */
export async function zimOf(source: ZimSource, writer: string): Promise<Uint8Array> {
  const work = await mkdtemp(path.join(tmpdir(), 'masky-zim-'));
  try {
    const folder = path.join(work, source.name);
    for (const [file, bytes] of source.contents) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), bytes);
    }
    // The illustration must be in the folder the writer reads; it is the ZIM's metadata, not a page.
    const illustration = '.zim-illustration.png';
    const png = new Resvg(Buffer.from(source.icon), { fitTo: { mode: 'width', value: 48 } }).render().asPng();
    await writeFile(path.join(folder, illustration), png);
    const file = path.join(work, `${source.name}.zim`);
    const { site, language } = source;
    await run(
      writer,
      [
        `--welcome=${source.home}`,
        `--illustration=${illustration}`,
        `--language=${zimLanguage(language.tag)}`,
        `--title=${cut(`${site.product} · ${language.name}`, TITLE_LIMIT)}`,
        `--description=${cut(site.tagline, DESCRIPTION_LIMIT)}`,
        `--creator=${site.product}`,
        `--publisher=${site.product}`,
        `--name=${source.name}`,
        `--source=${site.siteUrl}`,
        folder,
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(
        `zimwriterfs could not write ${source.name}.zim: ${(error.stderr || error.message).trim()}`,
      );
    });
    return await readFile(file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
