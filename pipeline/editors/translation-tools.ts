import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { registry, type CollectionName } from '../../schemas';
import { translatableEntry, translatableFiles, translatedFile, translationPath } from '../content/files';
import { CONTENT_DIR } from '../content/list-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { loadContent } from '../content/store';
import { insideFolder, UnsafePath } from '../inside-folder';
import {
  sectionFingerprints,
  TRANSLATION_KEY,
  TRANSLATION_RECORD_COMMAND,
  translationFingerprint,
  wholeFingerprint,
  wordsOf,
} from '../content/translations';
import { reviewRefusal, type ReviewIdentities, type ReviewRefusal } from './review-request';

export type { ReviewIdentities };

/**
 * The translators' tools: `npm run i18n:status` says, per language and per file, what is up to date,
 * what fell behind its English (and which sections), and what is not translated yet;
 * `npm run i18n:record` notes, in a translated file, the English it now translates.
 */

/** A YAML text, or a markdown file's front matter and body, apart. */
function splitFile(text: string, markdown: boolean): { yaml: string; body?: string } | undefined {
  if (!markdown) return { yaml: text };
  const parts = splitFrontMatter(text);
  return parts && { yaml: parts.frontMatter, body: parts.body };
}

/** What recording did for one translated file, in a sentence for the translator. */
export interface TranslationRecord {
  file: string;
  recorded: boolean;
  /** Whether nothing was recorded because the file records the English as it is already. */
  current: boolean;
  message: string;
}

/** A translated file opened to be written in place, with its English's sections as they are now. */
interface OpenTranslation {
  shown: string;
  target: string;
  markdown: boolean;
  own: { yaml: string; body?: string };
  doc: ReturnType<typeof parseDocument>;
  sections: Map<string, string>;
}

/** Opens a translated file for a command that writes its `translation:` key, or says why it cannot. */
async function openTranslation(
  root: string,
  file: string,
  verb: string,
): Promise<OpenTranslation | TranslationRecord> {
  const relative = path.posix.relative(
    CONTENT_DIR,
    path.relative(root, path.resolve(root, file)).split(path.sep).join('/'),
  );
  const shown = path.posix.join(CONTENT_DIR, relative);
  // A file the command cannot change: nothing is written, and the message says why.
  const refused = (message: string): TranslationRecord => ({
    file: shown,
    recorded: false,
    current: false,
    message,
  });
  const translated = translatedFile(relative);
  if (!translated || !(translatableFiles.has(translated.source) || translatableEntry(translated.source))) {
    return refused(
      `is not a translation: translations are under ${CONTENT_DIR}/translations/<language>/, at the same path as their English file`,
    );
  }
  // The file is read and then written in place: it must be the file itself, under no link.
  let target: string;
  try {
    target = insideFolder(root, path.posix.dirname(shown), path.posix.basename(shown));
  } catch (error) {
    if (error instanceof UnsafePath) return refused(`cannot be ${verb}: ${error.message}`);
    throw error;
  }
  const markdown = relative.endsWith('.md');
  let english: ReturnType<typeof splitFile>;
  try {
    english = splitFile(await readFile(path.join(root, CONTENT_DIR, translated.source), 'utf8'), markdown);
  } catch {
    return refused(`translates ${CONTENT_DIR}/${translated.source}, which does not exist`);
  }
  let text: string;
  try {
    text = await readFile(target, 'utf8');
  } catch {
    return refused('does not exist');
  }
  const own = splitFile(text, markdown);
  if (!english || !own) return refused('has no front matter; run npm run check:content to see what to fix');
  const doc = parseDocument(own.yaml);
  if (doc.errors.length > 0)
    return refused('is not valid YAML; run npm run check:content to see what to fix');
  const entry = translatableEntry(translated.source);
  const words = entry && wordsOf(entry.collection);
  const sections = sectionFingerprints(parseDocument(english.yaml).toJS(), english.body, words);
  return { shown, target, markdown, own, doc, sections };
}

/** Writes an opened translation back, its other lines as they were written. */
async function writeTranslation({ target, markdown, own, doc }: OpenTranslation): Promise<void> {
  const yaml = doc.toString({ lineWidth: 0 });
  await writeFile(target, markdown ? `---\n${yaml}---\n${own.body}` : yaml);
}

/**
 * Notes in a translated file which English it translates: the fingerprint of each section of its
 * English file as the file is now, under `translation.source`. Run it once the translation says what
 * the English says; the file's other lines are left as they were written.
 */
export async function recordTranslation(root: string, file: string): Promise<TranslationRecord> {
  const opened = await openTranslation(root, file, 'recorded');
  if ('message' in opened) return opened;
  const { doc, sections, shown } = opened;
  const before = JSON.stringify(doc.getIn([TRANSLATION_KEY, 'source']) ?? null);
  doc.setIn([TRANSLATION_KEY, 'source'], Object.fromEntries(sections));
  if (JSON.stringify(doc.getIn([TRANSLATION_KEY, 'source'])) === before)
    return {
      file: shown,
      recorded: false,
      current: true,
      message: 'is recorded already: it translates the English as it is now',
    };
  await writeTranslation(opened);
  return {
    file: shown,
    recorded: true,
    current: false,
    message: `now records the English it translates, ${sections.size} section${sections.size === 1 ? '' : 's'}`,
  };
}

/** What `npm run i18n:review` says of a review it refuses, with the commands that mend it. */
function refusalForCommand(refusal: ReviewRefusal): string {
  switch (refusal.reason) {
    case 'behind':
      return `is not up to date with its English (${refusal.sections.join('; ')}): bring it up to date and run ${TRANSLATION_RECORD_COMMAND} first, then review it`;
    case 'uncommitted':
      return 'has changes that are not committed, so who wrote them is not known yet: commit them, and let someone else review the translation';
    case 'own':
      return `was last changed by you (${refusal.reviewer}), and nobody reviews their own translation: ask another native speaker to review it`;
    default:
      return 'cannot be reviewed as it is';
  }
}

/**
 * Marks a translated file reviewed by `who.reviewer`: it records who, and fingerprints of the English
 * and of the translation as they are now, under `translation.review`, so that an edit to either clears
 * the mark. The translation must be up to date with its English, committed, and not last changed by
 * the reviewer: nobody reviews their own translation.
 */
export async function reviewTranslation(
  root: string,
  file: string,
  who: ReviewIdentities,
): Promise<TranslationRecord> {
  const opened = await openTranslation(root, file, 'reviewed');
  if ('message' in opened) return opened;
  const { doc, sections, shown, own } = opened;
  const data = doc.toJS() as Record<string, { source?: Record<string, string> } | undefined>;
  const refusal = reviewRefusal(sections, data?.[TRANSLATION_KEY]?.source ?? {}, who);
  if (refusal) return { file: shown, recorded: false, current: false, message: refusalForCommand(refusal) };
  const words = translationFingerprint(data, own.body);
  const review = { by: who.reviewer, english: wholeFingerprint(sections), translation: words };
  const before = JSON.stringify(doc.getIn([TRANSLATION_KEY, 'review']) ?? null);
  doc.setIn([TRANSLATION_KEY, 'review'], review);
  if (doc.hasIn([TRANSLATION_KEY, 'reviewed'])) doc.deleteIn([TRANSLATION_KEY, 'reviewed']);
  if (JSON.stringify(doc.getIn([TRANSLATION_KEY, 'review'])) === before)
    return { file: shown, recorded: false, current: true, message: 'is reviewed already, as it is now' };
  await writeTranslation(opened);
  return {
    file: shown,
    recorded: true,
    current: false,
    message: `is now marked reviewed by ${who.reviewer}`,
  };
}

/** The report `npm run i18n:status` prints, and whether every file of every language is up to date. */
export async function translationReport(
  root: string,
): Promise<{ lines: string[]; complete: boolean; ok: boolean }> {
  const result = await loadContent({ root });
  if (!result.languages) {
    return {
      ok: false,
      complete: false,
      lines: [
        'The content has problems, so no translation can be compared; run npm run check:content to see them.',
      ],
    };
  }
  const [, ...others] = result.languages;
  const lines: string[] = [];
  let complete = true;
  for (const { language, status } of others) {
    const counts = { translated: 0, outdated: 0, missing: 0, reviewed: 0 };
    const rows: string[] = [];
    for (const [key, state] of status) {
      counts[state.state] += 1;
      if (state.reviewed) counts.reviewed += 1;
      const file = path.posix.join(CONTENT_DIR, translationPath(language.tag, fileOf(key)));
      if (state.state === 'missing') {
        rows.push(`  missing      ${file}`);
        continue;
      }
      const reviewed = state.reviewed ? 'reviewed' : 'awaiting review';
      if (state.state === 'translated') rows.push(`  up to date   ${file} (${reviewed})`);
      else
        rows.push(
          `  outdated     ${file} (${reviewed}): the English changed on ${state.changed} in ${state.sections!.join('; ')}`,
        );
    }
    complete &&= counts.outdated === 0 && counts.missing === 0;
    lines.push(
      `${language.tag} ${language.englishName}: ${counts.translated} up to date, ${counts.outdated} outdated, ${counts.missing} missing; ${counts.reviewed} of ${status.size - counts.missing} reviewed by a native speaker`,
      ...rows,
      '',
    );
  }
  const untranslated = (Object.keys(registry) as CollectionName[]).flatMap((name) => {
    const definition = registry[name];
    return definition.kind === 'folder' && !definition.translate ? [definition.label.toLowerCase()] : [];
  });
  lines.push(
    `Shown in English in every language, with a notice: ${untranslated.join(', ')}.`,
    complete
      ? 'Every translation is up to date.'
      : `To bring a file up to date: translate what changed in its English, then run ${TRANSLATION_RECORD_COMMAND} -- <file>.`,
  );
  return { lines, complete, ok: true };
}

/** The English file of a status's key: a collection's name, or an entry's key, such as help/refunds. */
function fileOf(key: string): string {
  const [name, id] = key.split('/') as [CollectionName, string?];
  const definition = registry[name];
  return definition.kind === 'single' ? definition.file : `${definition.folder}/${id}.md`;
}
