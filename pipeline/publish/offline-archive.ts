import { zipSync, type Zippable } from 'fflate';
import type { PrivateKey } from 'openpgp';
import type { Language, Site } from '../../schemas';
import { languageBase } from '../../shared/languages';
import { escapeHtml } from '../seo/head';
import {
  byCodeUnits,
  CHECKSUMS_FILE,
  checksumsText,
  HOST_FILES,
  sha256,
  signatureFile,
  type ManifestFile,
} from './manifest';
import { ICON } from '../prerender/document';
import { detachedSignature, sealFiles } from './site-signing';
import { zimOf } from './zim-archive';

/** The folder `npm run build:offline` writes the offline archives into, beside `dist/`. */
export const OFFLINE_DIR = 'dist-offline';

/** A page the build wrote: its address and the file it is in. */
interface WrittenFile {
  url: string;
  file: string;
  status: number;
}

/** What the archives are made of: every file the offline build wrote, with its digest and bytes. */
export interface ArchiveInput {
  site: Site;
  /** The site's languages, its own first. */
  languages: readonly Language[];
  /** The pages, by address and file. */
  pages: readonly WrittenFile[];
  files: readonly ManifestFile[];
  bytes: ReadonlyMap<string, Uint8Array>;
  moment: Date;
  key: PrivateKey | undefined;
}

/** One archive, as written beside the others. */
export interface OfflineArchive {
  language: string;
  file: string;
  bytes: Uint8Array;
  /** How many files it holds, its seal included. */
  files: number;
  /** The same copy as a ZIM file for Kiwix, when the build had a ZIM writer. */
  zim?: { file: string; size: number };
}

/** Formats that are compressed already, which the archive stores as they are. */
const COMPRESSED = /\.(avif|webp|jpe?g|png|gif|woff2?|zip|gz)$/i;

/**
 * The name of the archive of one language, and of the folder it unpacks to: the site's name in
 * lower case with dashes and without accents, and the language's tag, as `masky-vpn-fa`.
 */
export function archiveName(site: Site, language: Language): string {
  const name = site.product
    .normalize('NFKD')
    // The accents NFKD takes off their letters go, so that Ü names the archive as U.
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'site'}-${language.tag}`;
}

/**
 * The files of one language's archive: its own pages (never another language's, nor a not-found
 * page, which only a host serves), and every other file the pages may name (the stylesheet, fonts,
 * pictures, flags, feeds, the trust files) but those of another language and the browser's scripts,
 * which the offline pages never load. A host's own files (`_headers`) have no use in a folder.
 */
export function archiveFiles(input: ArchiveInput, language: Language): ManifestFile[] {
  const [source] = input.languages;
  const baseOf = (each: Language) => languageBase(each, source).slice(1);
  const others = input.languages.filter((each) => each.tag !== language.tag && each.tag !== source.tag);
  const theirs = (file: string) => others.some((each) => file.startsWith(`${baseOf(each)}/`));
  const pages = new Map(input.pages.map((page) => [page.file, page]));
  const ownBase = baseOf(language);
  const own = (page: WrittenFile) =>
    page.status === 200 &&
    (ownBase === ''
      ? !input.languages.some((each) => each.tag !== source.tag && page.file.startsWith(`${baseOf(each)}/`))
      : page.file.startsWith(`${ownBase}/`));
  return input.files.filter((file) => {
    const page = pages.get(file.path);
    if (page) return own(page);
    return (
      !theirs(file.path) &&
      !HOST_FILES.includes(file.path) &&
      !(file.path.startsWith('assets/') && /\.m?js$/.test(file.path))
    );
  });
}

/**
 * The page a language's archive opens on, at the folder's top, when its home is in a folder of its
 * own (`fa/index.html`): it sends the reader there, and names it, for a browser that does not follow.
 */
function startPage(site: Site, language: Language, home: string): string {
  const name = escapeHtml(`${site.product} · ${language.name}`);
  return `<!doctype html>
<html lang="${escapeHtml(language.tag)}" dir="${language.dir}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta http-equiv="refresh" content="0; url=${home}" />
<title>${name}</title>
</head>
<body>
<p><a href="${home}">${name}</a></p>
</body>
</html>
`;
}

/**
 * A zip of the folder `name`, the same bytes from the same files on any machine: its entries in
 * code-unit order, each dated the build's moment. A zip's dates are written in the packing
 * machine's local time, so the moment is shifted by the time zone's offset that day, and the
 * archive reads the build's moment in UTC wherever it is made.
 */
function zipOf(name: string, files: readonly [string, Uint8Array][], moment: Date): Uint8Array {
  const mtime = new Date(moment.getTime() + moment.getTimezoneOffset() * 60_000);
  const entries: Zippable = {};
  for (const [file, bytes] of [...files].sort(([a], [b]) => byCodeUnits(a, b)))
    entries[`${name}/${file}`] = [bytes, { mtime, level: COMPRESSED.test(file) ? 0 : 9 }];
  return zipSync(entries);
}

/**
 * Packs the offline copy of each language: a folder that opens from a disk with every link working,
 * sealed inside as a host's copy is (its manifest, its checksum list, their signatures), and zipped;
 * and, given a ZIM writer, the same folder as a ZIM file for Kiwix (./zim-archive.ts).
 * Gives each archive with what seals the set: the list of the archives' checksums, and the
 * signature of each archive and of the list when there is a key. Nothing is read from a disk: the
 * bytes are those the build kept as it wrote them.
 */
export async function offlineArchives(
  input: ArchiveInput,
  { zimWriter }: { zimWriter?: string } = {},
): Promise<{ archives: OfflineArchive[]; written: [string, Uint8Array][] }> {
  const [source] = input.languages;
  const archives: OfflineArchive[] = [];
  const written: [string, Uint8Array][] = [];
  for (const language of input.languages) {
    const listed = archiveFiles(input, language);
    const extra: [string, Uint8Array][] = [];
    const base = languageBase(language, source).slice(1);
    if (base !== '') {
      const bytes = Buffer.from(startPage(input.site, language, `${base}/index.html`));
      extra.push(['index.html', bytes]);
      listed.push({ path: 'index.html', size: bytes.length, sha256: sha256(bytes) });
    }
    const bytesOf = (file: string) => {
      // The start page takes the place of the site's own home, which is not this archive's.
      const bytes = extra.find(([path]) => path === file)?.[1] ?? input.bytes.get(file);
      if (!bytes) throw new Error(`The offline build kept no copy of ${file}`);
      return bytes;
    };
    const seal = await sealFiles(listed, { key: input.key, moment: input.moment, bytesOf });
    const name = archiveName(input.site, language);
    const contents: [string, Uint8Array][] = [
      ...listed.map((file) => [file.path, bytesOf(file.path)] as [string, Uint8Array]),
      ...seal.written,
    ];
    const bytes = zipOf(name, contents, input.moment);
    const file = `${name}.zip`;
    const archive: OfflineArchive = { language: language.tag, file, bytes, files: contents.length };
    const packed: [string, Uint8Array][] = [[file, bytes]];
    if (zimWriter) {
      const home = base === '' ? 'index.html' : `${base}/index.html`;
      const icon = bytesOf(ICON.slice(1));
      const zim = await zimOf({ site: input.site, language, name, contents, home, icon }, zimWriter);
      packed.push([`${name}.zim`, zim]);
      archive.zim = { file: `${name}.zim`, size: zim.length };
    }
    archives.push(archive);
    for (const [each, data] of packed) {
      written.push([each, data]);
      if (input.key)
        written.push([
          signatureFile(each),
          Buffer.from(await detachedSignature(data, input.key, input.moment)),
        ]);
    }
  }
  const checksums = checksumsText(written.map(([file, bytes]) => ({ path: file, sha256: sha256(bytes) })));
  written.push([CHECKSUMS_FILE, Buffer.from(checksums)]);
  if (input.key)
    written.push([
      signatureFile(CHECKSUMS_FILE),
      Buffer.from(await detachedSignature(Buffer.from(checksums), input.key, input.moment)),
    ]);
  return { archives, written };
}
