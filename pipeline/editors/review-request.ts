import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { reviewRefusalMessage } from '../../schemas/editor-messages';
import { REVIEW_REQUEST_KEY } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { TRANSLATIONS_DIR, translatableEntry, translatableFiles, translatedFile } from '../content/files';
import { authorsSince, changedFiles, fileAt, lastAuthor } from '../git';
import { insideFolder, UnsafePath } from '../inside-folder';
import { CONTENT_DIR } from '../content/list-files';
import {
  sectionFingerprints,
  TRANSLATION_KEY,
  translationFingerprint,
  wholeFingerprint,
  wordsOf,
} from '../content/translations';

/**
 * A translation's review, marked where the reviewer is known and the files can be read as they
 * are: `npm run i18n:review` on the reviewer's machine, the local editor's save, and, for the hosted
 * editor, the pull request's record job. The browser editor asks for a review by writing
 * `translation.reviewRequest` with the fingerprint of the English it showed; whoever saves the file
 * records it as `translation.review` (who, and what they read), or refuses it, and the content
 * check refuses a request nobody recorded.
 */

export { REVIEW_REQUEST_KEY };

/** Who reviews a file, and who last changed it. */
export interface ReviewIdentities {
  /** The reviewer: a git identity, `Name <email>`, or a git host's user name. */
  reviewer: string;
  /** The author of the translation's last committed change, as `Name <email>`; undefined when it has changes not committed. */
  author: string | undefined;
}

/** Why a translation may not be marked reviewed. */
export type ReviewRefusal =
  | { reason: 'behind'; sections: string[] }
  | { reason: 'uncommitted' }
  | { reason: 'own'; reviewer: string }
  | { reason: 'edited' }
  | { reason: 'englishChanged' }
  | { reason: 'notTranslation' };

/**
 * Whether two identities are one person: the same email, whatever the name; the same name when
 * either has no email; and a git host's user name is the author whose email is that host's private
 * address for it (`1234+octocat@users.noreply.github.com`, `1234-octocat@users.noreply.gitlab.com`).
 */
export function sameIdentity(a: string, b: string): boolean {
  const parts = (identity: string) => {
    const match = /^(.*?)\s*<([^>]*)>\s*$/.exec(identity);
    return match
      ? { name: match[1].trim().toLowerCase(), email: match[2].trim().toLowerCase() }
      : { name: identity.trim().toLowerCase(), email: undefined };
  };
  const [first, second] = [parts(a), parts(b)];
  if (first.email && second.email) return first.email === second.email;
  const login = (first.email ? second : first).name;
  const other = first.email ? first : second;
  if (other.name === login) return true;
  const local = other.email?.split('@')[0];
  return local !== undefined && (local === login || new RegExp(`^\\d+[+-]${escape(login)}$`).test(local));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Why `who` may not mark the translation reviewed, or undefined: it must translate the English as
 * it is now, be committed, and have been last changed by someone else, since nobody reviews their
 * own translation.
 */
export function reviewRefusal(
  english: ReadonlyMap<string, string>,
  source: Readonly<Record<string, string>>,
  who: ReviewIdentities,
): ReviewRefusal | undefined {
  const behind = [...english].filter(([name, print]) => source[name] !== print).map(([name]) => name);
  if (behind.length > 0) return { reason: 'behind', sections: behind };
  if (who.author === undefined) return { reason: 'uncommitted' };
  if (sameIdentity(who.author, who.reviewer)) return { reason: 'own', reviewer: who.reviewer };
  return undefined;
}

/** A translated file's front matter, or YAML, as a document, and a markdown file's body. */
export interface TranslationText {
  doc: Document;
  body?: string;
}

/** Reads a translated file's text, or undefined when it is not valid YAML or has no front matter. */
export function readTranslationText(raw: string, markdown: boolean): TranslationText | undefined {
  const parts = markdown ? splitFrontMatter(raw) : { frontMatter: raw, body: undefined };
  if (!parts) return undefined;
  const doc = parseDocument(parts.frontMatter);
  return doc.errors.length > 0 ? undefined : { doc, body: parts.body };
}

/** A translated file's text with its document written back, its other lines as they were written. */
export function writeTranslationText({ doc, body }: TranslationText): string {
  const yaml = doc.toString({ lineWidth: 0 });
  return body === undefined ? yaml : `---\n${yaml}---\n${body}`;
}

/** The fingerprint of a translation's own words, as a review records it. */
export const wordsFingerprint = ({ doc, body }: TranslationText) => translationFingerprint(doc.toJS(), body);

/** The English a translated file translates, by its path from the content folder, or undefined. */
export function englishOf(relative: string): { file: string; words?: readonly string[] } | undefined {
  const translated = translatedFile(relative);
  if (!translated) return undefined;
  if (translatableFiles.has(translated.source)) return { file: translated.source };
  const entry = translatableEntry(translated.source);
  return entry ? { file: translated.source, words: wordsOf(entry.collection) } : undefined;
}

/** The fingerprint of each section of an English file's text. */
export function englishSections(
  raw: string,
  markdown: boolean,
  words?: readonly string[],
): Map<string, string> | undefined {
  const text = readTranslationText(raw, markdown);
  return text && sectionFingerprints(text.doc.toJS(), text.body, words);
}

/**
 * Records the review a translated file asks for, as it would be written: `translation.review`, with
 * `who.reviewer` and fingerprints of its English and of its words, in place of the request. `read`
 * gives a file's text by its path from the project's root, before the change: the English, and the
 * translation as it was, whose words the reviewer must not have changed in the same change (those
 * words would be their own). Undefined when the file asks for no review.
 */
export function recordReviewRequest(
  file: { path: string; raw: string },
  read: (file: string) => string | undefined,
  who: ReviewIdentities,
): { raw: string } | ReviewRefusal | undefined {
  const markdown = file.path.endsWith('.md');
  const text = readTranslationText(file.raw, markdown);
  const request = text?.doc.getIn([TRANSLATION_KEY, REVIEW_REQUEST_KEY]);
  if (!text || request === undefined) return undefined;
  const english = file.path.startsWith(`${CONTENT_DIR}/`)
    ? englishOf(file.path.slice(CONTENT_DIR.length + 1))
    : undefined;
  const englishRaw = english && read(`${CONTENT_DIR}/${english.file}`);
  const sections =
    englishRaw === undefined ? undefined : englishSections(englishRaw, markdown, english?.words);
  if (!sections) return { reason: 'notTranslation' };
  const before = read(file.path);
  const was = before === undefined ? undefined : readTranslationText(before, markdown);
  const words = wordsFingerprint(text);
  if (!was || wordsFingerprint(was) !== words) return { reason: 'edited' };
  const meta = (text.doc.toJS() as Record<string, { source?: Record<string, string> } | undefined>)[
    TRANSLATION_KEY
  ];
  const refusal = reviewRefusal(sections, meta?.source ?? {}, who);
  if (refusal) return refusal;
  const seen = (request as { get?(key: string): unknown })?.get?.('english');
  const whole = wholeFingerprint(sections);
  if (seen !== whole) return { reason: 'englishChanged' };
  text.doc.deleteIn([TRANSLATION_KEY, REVIEW_REQUEST_KEY]);
  if (text.doc.hasIn([TRANSLATION_KEY, 'reviewed'])) text.doc.deleteIn([TRANSLATION_KEY, 'reviewed']);
  text.doc.setIn([TRANSLATION_KEY, 'review'], { by: who.reviewer, english: whole, translation: words });
  return { raw: writeTranslationText(text) };
}

/** A translated file's review record, as its text holds it, or undefined. */
function reviewOf(raw: string | undefined, markdown: boolean): { by?: unknown } | undefined {
  const text = raw === undefined ? undefined : readTranslationText(raw, markdown);
  const review = text?.doc.getIn([TRANSLATION_KEY, 'review']) as { toJSON?(): unknown } | undefined;
  return review?.toJSON?.() as { by?: unknown } | undefined;
}

/**
 * What a pull request's record job does with the translations its change marks reviewed, in the
 * change's checkout at `root` against the branch it goes into, `base`: each review asked for in
 * the browser editor is recorded under `reviewer`, the git host's user who opened the request,
 * and written in place; and each review record the change adds or changes must name that user or
 * the author of one of the change's commits to the file, so nobody records a review in another's
 * name. It hands back the files it wrote and, for anything refused, a line naming the file.
 */
export function recordChangeReviews(
  root: string,
  base: string,
  reviewer: string | undefined,
): { written: string[]; lines: string[] } {
  const written: string[] = [];
  const lines: string[] = [];
  const changed = changedFiles(root, `${base}...HEAD`).filter(
    (file) => !file.deleted && file.path.startsWith(`${CONTENT_DIR}/${TRANSLATIONS_DIR}/`),
  );
  // Files are read from git's objects, never through the checkout, where the change could make a
  // file a link to anywhere.
  const read = (file: string) => fileAt(root, 'HEAD', file);
  for (const { path: file } of changed) {
    const raw = read(file);
    if (raw === undefined) continue;
    const before = fileAt(root, base, file);
    const recorded = recordReviewRequest(
      { path: file, raw },
      (name) => (name === file ? before : read(name)),
      { reviewer: reviewer ?? '', author: lastAuthor(root, file, base) },
    );
    if (recorded === undefined) {
      const markdown = file.endsWith('.md');
      const review = reviewOf(raw, markdown);
      if (!review || JSON.stringify(review) === JSON.stringify(reviewOf(before, markdown))) continue;
      const by = String(review.by ?? '');
      const authors = authorsSince(root, base, file);
      if (!(reviewer && sameIdentity(by, reviewer)) && !authors.some((author) => sameIdentity(author, by)))
        lines.push(
          `${file}: its review names ${by}, who made none of this change's commits to it: a review is recorded by the reviewer's own commit (npm run i18n:review) or by marking it reviewed in the browser editor`,
        );
      continue;
    }
    if (!reviewer) {
      lines.push(`${file}: ${reviewRefusalMessage('unknownReviewer')}`);
      continue;
    }
    if (!('raw' in recorded)) {
      lines.push(
        `${file}: ${reviewRefusalMessage(recorded.reason, {
          reviewer,
          ...(recorded.reason === 'behind' && { sections: recorded.sections }),
        })}`,
      );
      continue;
    }
    try {
      writeFileSync(insideFolder(root, path.posix.dirname(file), path.posix.basename(file)), recorded.raw);
      written.push(file);
    } catch (error) {
      if (!(error instanceof UnsafePath)) throw error;
      lines.push(`${file}: ${error.message}`);
    }
  }
  return { written, lines };
}
