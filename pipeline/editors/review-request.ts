import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { reviewRefusalMessage } from '../../schemas/editor-messages';
import { REVIEW_REQUEST_KEY } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { TRANSLATIONS_DIR, translatableEntry, translatableFiles, translatedFile } from '../content/files';
import { changedFiles, fileAt, lastAuthor } from '../git';
import { insideFolder, UnsafePath } from '../inside-folder';
import { CONTENT_DIR } from '../content/list-files';
import { YAML_OPTIONS } from '../content/yaml/parsed';
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
  | { reason: 'notRecorded' }
  | { reason: 'notTranslation' };

/** An identity's name and email: `Name <email>`, or a git host's user name alone. */
function identityParts(identity: string): { name: string; email?: string } {
  const trimmed = identity.trim();
  const open = trimmed.lastIndexOf('<');
  if (open < 0 || !trimmed.endsWith('>')) return { name: trimmed.toLowerCase() };
  return {
    name: trimmed.slice(0, open).trim().toLowerCase(),
    email: trimmed
      .slice(open + 1, -1)
      .trim()
      .toLowerCase(),
  };
}

/** Whether an email is the private address a git host gives its user `login`: 1234+login@users.noreply.github.com. */
function hostAddressOf(email: string, login: string): boolean {
  const at = email.lastIndexOf('@');
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  if (domain !== 'users.noreply.github.com' && domain !== 'users.noreply.gitlab.com') return false;
  const user = local.replace(/^\d+[+-]/, '');
  return user === login;
}

/**
 * Whether two identities may be one person, the test that keeps a translator from reviewing their
 * own words, so it leans to yes: the same email, whatever the name; the same name; or a git host's
 * user name and an address whose first part is that name.
 */
export function sameIdentity(a: string, b: string): boolean {
  const [first, second] = [identityParts(a), identityParts(b)];
  if (first.email && second.email && first.email === second.email) return true;
  if (first.name === second.name) return true;
  const login = !first.email ? first.name : !second.email ? second.name : undefined;
  const other = login === first.name ? second : first;
  return (
    login !== undefined &&
    other.email !== undefined &&
    other.email.split('@')[0].replace(/^\d+[+-]/, '') === login
  );
}

/**
 * Whether a review record's reviewer is surely `reviewer`, the test that accepts a record in their
 * name, so it leans to no: the same email; or a git host's user name, written alone or as the
 * private address that host gives that user.
 */
export function surelySameIdentity(recorded: string, reviewer: string): boolean {
  const [by, who] = [identityParts(recorded), identityParts(reviewer)];
  if (by.email && who.email) return by.email === who.email;
  if (!by.email && !who.email) return by.name === who.name;
  const login = by.email ? who.name : by.name;
  const email = (by.email ?? who.email)!;
  return hostAddressOf(email, login);
}

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
  const doc = parseDocument(parts.frontMatter, YAML_OPTIONS);
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

/** A document's value under `translation:` as plain data, for comparing two versions of a file. */
const metaValue = (text: TranslationText | undefined, key: string) =>
  JSON.stringify(
    (text?.doc.toJS() as Record<string, Record<string, unknown> | undefined> | undefined)?.[
      TRANSLATION_KEY
    ]?.[key] ?? null,
  );

/**
 * Records the review a translated file asks for, as it would be written: `translation.review`, with
 * `who.reviewer` and fingerprints of its English and of its words, in place of the request; or
 * checks a review record the file gains or changes some other way, which must name `who.reviewer`
 * and hold what the recorder would write. `read` gives a file's text by its path from the project's
 * root, before the change: the English, and the translation as it was, whose words and record of
 * its English the change must not touch (words changed with the review would be the reviewer's own,
 * and a record moved on would pass a translation behind its English as current). Undefined when the
 * file neither asks for a review nor changes its record.
 */
export function recordReviewRequest(
  file: { path: string; raw: string },
  read: (file: string) => string | undefined,
  who: ReviewIdentities,
): { raw: string } | ReviewRefusal | undefined {
  const markdown = file.path.endsWith('.md');
  const text = readTranslationText(file.raw, markdown);
  if (!text) return undefined;
  const before = read(file.path);
  const was = before === undefined ? undefined : readTranslationText(before, markdown);
  const request = text.doc.getIn([TRANSLATION_KEY, REVIEW_REQUEST_KEY]) as
    { get?(key: string): unknown } | undefined;
  const meta = (
    text.doc.toJS() as Record<
      string,
      { review?: Record<string, unknown>; source?: Record<string, string> } | undefined
    >
  )[TRANSLATION_KEY];
  const record = meta?.review;
  // A record taken away, or left as it was, asks nothing of anyone.
  if (
    request === undefined &&
    (record === undefined || metaValue(text, 'review') === metaValue(was, 'review'))
  )
    return undefined;
  const english = file.path.startsWith(`${CONTENT_DIR}/`)
    ? englishOf(file.path.slice(CONTENT_DIR.length + 1))
    : undefined;
  const englishRaw = english && read(`${CONTENT_DIR}/${english.file}`);
  const sections =
    english === undefined || englishRaw === undefined
      ? undefined
      : englishSections(englishRaw, english.file.endsWith('.md'), english.words);
  if (!sections) return { reason: 'notTranslation' };
  const words = wordsFingerprint(text);
  if (!was || wordsFingerprint(was) !== words || metaValue(text, 'source') !== metaValue(was, 'source'))
    return { reason: 'edited' };
  const refusal = reviewRefusal(sections, meta?.source ?? {}, who);
  if (refusal) return refusal;
  const whole = wholeFingerprint(sections);
  if (request === undefined) {
    // A record written some other way holds only what the recorder itself would have written.
    const holds =
      typeof record?.by === 'string' &&
      surelySameIdentity(record.by, who.reviewer) &&
      record.english === whole &&
      record.translation === words;
    return holds ? { raw: file.raw } : { reason: 'notRecorded' };
  }
  if (request.get?.('english') !== whole) return { reason: 'englishChanged' };
  text.doc.deleteIn([TRANSLATION_KEY, REVIEW_REQUEST_KEY]);
  if (text.doc.hasIn([TRANSLATION_KEY, 'reviewed'])) text.doc.deleteIn([TRANSLATION_KEY, 'reviewed']);
  text.doc.setIn([TRANSLATION_KEY, 'review'], { by: who.reviewer, english: whole, translation: words });
  return { raw: writeTranslationText(text) };
}

/**
 * What a pull request's record job does with the translations its change marks reviewed, in the
 * change's checkout at `root` against the branch it goes into, `base`: each review asked for in
 * the browser editor is recorded under `reviewer`, the git host's user who opened the request,
 * and written in place; and each review record the change adds or changes some other way must name
 * that user and hold what the recorder would write, so nobody records a review in another's name.
 * It hands back the files it wrote and, for anything refused, a line naming the file.
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
    if (!reviewer) {
      // Where the host does not say who opened the change, no request can be recorded, and a
      // record stays what `npm run i18n:review` makes it: the reviewer's own word.
      if (readTranslationText(raw, file.endsWith('.md'))?.doc.hasIn([TRANSLATION_KEY, REVIEW_REQUEST_KEY]))
        lines.push(`${file}: ${reviewRefusalMessage('noHostReviewer')}`);
      continue;
    }
    const recorded = recordReviewRequest(
      { path: file, raw },
      (name) => (name === file ? before : read(name)),
      { reviewer, author: lastAuthor(root, file, base) },
    );
    if (recorded === undefined) continue;
    if (!('raw' in recorded)) {
      lines.push(
        `${file}: ${reviewRefusalMessage(recorded.reason, {
          reviewer,
          ...(recorded.reason === 'behind' && { sections: recorded.sections }),
        })}`,
      );
      continue;
    }
    if (recorded.raw === raw) continue;
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
