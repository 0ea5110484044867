import { createHash } from 'node:crypto';
import { diffArrays } from 'diff';
import {
  fillPlaceholdersIn,
  registry,
  type CollectionName,
  type DiffPart,
  type LegalChange,
} from '../../schemas';
import { locateValue } from './yaml/locate';
import { parseMarkdown, wordsOfTokens, type BodyFacts } from '../../shared/markdown';
import { normalizedWording } from '../../shared/wording';
import { formatPath, type Problem } from './problem';
import type { EntryFile, VersionFile } from './source-file';

// Each of a guarded text's `changes` records its wording's fingerprint and an archive keeps that wording,
// rather than git, since CI clones may be shallow and editors may edit without it.

export const RECORD_COMMAND = 'npm run legal:record';

export { normalizedWording };

/** The fingerprint of a text's wording: the first 16 hex digits of the SHA-256 of its normalized wording. */
export function wordingFingerprint(text: string): string {
  return createHash('sha256').update(normalizedWording(text)).digest('hex').slice(0, 16);
}

export interface ArchivedVersion {
  name: string;
  file: string;
  text: string;
  fingerprint: string;
}

/** One version of a guarded text, newest first, as its history shows it. */
export interface TextVersion {
  /** The archive file's name: the version's address on its history page. */
  name: string;
  date: string;
  note: string;
  text: string;
}

/** A version as the site publishes it: its wording parsed once, and its words as a reader reads them. */
export interface PublishedVersion extends TextVersion {
  /** The one parse of its wording: the version in force shares its text's own. */
  body: Required<Pick<BodyFacts, 'tokens' | 'headings'>>;
  /** Its words, a line to each block, from which its history tells what changed. */
  words: string;
}

/** The line of the first paragraph whose wording differs from `recorded`, where the editor changed it. */
function firstChangedLine(body: string, recorded: string): number {
  // Paragraphs end at an empty line, whether lines end with LF or, as Windows editors save them, CRLF.
  const BLANK_LINE = /\n[ \t\r]*\n/;
  const paragraphs = (text: string) => text.split(BLANK_LINE).map(normalizedWording);
  const was = paragraphs(recorded);
  let line = 1;
  for (const [index, paragraph] of body.split(BLANK_LINE).entries()) {
    const leading = /^\s*/.exec(paragraph)![0].split('\n').length - 1;
    if (normalizedWording(paragraph) !== was[index]) return line + leading;
    line += paragraph.split('\n').length + 1;
  }
  return line;
}

export function versionProblems(
  source: EntryFile,
  archived: readonly ArchivedVersion[],
  today: string,
): Problem[] {
  const data = source.data as { changes?: LegalChange[]; lastUpdated: string } | undefined;
  if (!data || !source.parsed || source.kind !== 'markdown' || !source.body) return [];
  const { file, parsed, body } = source;
  const at = (path: PropertyKey[], message: string): Problem => ({
    file,
    ...locateValue(parsed, path),
    path: formatPath(path),
    message,
  });
  const changes = data.changes ?? [];
  const current = source.fingerprint ?? wordingFingerprint(body.text);
  const problems: Problem[] = [];
  const newChange = `add a change at the top of changes (- date: ${today}, then text: what changed, in a sentence), set lastUpdated to ${today}, then run ${RECORD_COMMAND}`;
  if (changes.length === 0) {
    return [at([], `the wording of this text is guarded, so it needs a change history: ${newChange}`)];
  }
  const byFingerprint = new Map(archived.map((version) => [version.fingerprint, version]));
  changes.forEach((change, index) => {
    if (!change.fingerprint) {
      problems.push(
        index === 0
          ? at(
              ['changes', 0],
              `this change has no recorded version yet: once its text says what changed, run ${RECORD_COMMAND} to record the wording as it is now`,
            )
          : at(
              ['changes', index],
              `this change has no recorded wording, so its version cannot be shown; only the newest change can be recorded now, with ${RECORD_COMMAND}`,
            ),
      );
    } else if (!byFingerprint.has(change.fingerprint)) {
      problems.push(
        at(
          ['changes', index, 'fingerprint'],
          `no recorded version has this fingerprint: the wording of ${change.date} is missing from the archive, or was edited there; restore its file from version control`,
        ),
      );
    }
  });
  const newest = changes[0];
  if (newest.fingerprint && newest.fingerprint !== current) {
    const recorded = byFingerprint.get(newest.fingerprint);
    problems.push({
      file,
      line: body.line + (recorded ? firstChangedLine(body.text, recorded.text) : 1) - 1,
      column: 1,
      path: 'body',
      message: `the wording here differs from the version recorded on ${newest.date}, and the site would publish it under that date: ${newChange}`,
    });
  }
  const named = new Set(changes.map((change) => change.fingerprint));
  for (const version of archived) {
    if (named.has(version.fingerprint)) continue;
    problems.push({
      file: version.file,
      line: 1,
      column: 1,
      path: '',
      message: `this recorded version matches no change of ${file}: a recorded version is never edited; restore it from version control, or remove it if its change was removed`,
    });
  }
  return problems;
}

/** Every version of a guarded text, newest first, with its wording from the archive. */
export function textVersions(
  changes: readonly LegalChange[],
  archived: readonly ArchivedVersion[],
): TextVersion[] {
  const byFingerprint = new Map(archived.map((version) => [version.fingerprint, version]));
  return changes.flatMap((change) => {
    const version = change.fingerprint ? byFingerprint.get(change.fingerprint) : undefined;
    return version ? [{ name: version.name, date: change.date, note: change.text, text: version.text }] : [];
  });
}

export function guardedVersions(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  recorded: readonly VersionFile[],
  today: string,
): { archived: Map<CollectionName, ArchivedVersion[]>; problems: Problem[] } {
  const archived = new Map<CollectionName, ArchivedVersion[]>();
  const problems: Problem[] = [];
  for (const [name, [source]] of byCollection) {
    const definition = registry[name];
    if (definition.kind !== 'single' || !definition.versions) continue;
    const versions = recorded
      .filter((version) => version.collection === name)
      .map((version) => ({
        name: version.version,
        file: version.file,
        text: version.text ?? '',
        fingerprint: version.fingerprint ?? wordingFingerprint(''),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    archived.set(name, versions);
    if (source) problems.push(...versionProblems(source, versions, today));
  }
  return { archived, problems };
}

/**
 * Every version of each guarded text as its history shows it, newest first, placeholders filled,
 * each wording parsed once: a version worded as the text itself is now takes the text's own parse.
 */
export function publishedVersions(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  archived: ReadonlyMap<CollectionName, ArchivedVersion[]>,
  values: Readonly<Record<string, string>>,
): Map<CollectionName, PublishedVersion[]> {
  return new Map(
    [...archived].map(([name, versions]) => {
      const [source] = byCollection.get(name)!;
      const changes = (source.data as { changes?: LegalChange[] }).changes ?? [];
      const own = source.kind === 'markdown' ? source.markdown : undefined;
      const parsed = new Map<string, Required<Pick<BodyFacts, 'tokens' | 'headings'>>>();
      if (own?.tokens) parsed.set(own.text, { tokens: own.tokens, headings: own.headings });
      return [
        name,
        textVersions(changes, versions).map((version) => {
          const text = fillPlaceholdersIn(version.text, values);
          let body = parsed.get(text);
          if (!body) {
            const { tokens, headings } = parseMarkdown(text);
            body = { tokens, headings };
            parsed.set(text, body);
          }
          return { ...version, text, body, words: wordsOfTokens(body.tokens) };
        }),
      ];
    }),
  );
}

// Sentences as Unicode defines them (UAX #29), the same whatever the build machine's language.
const SENTENCES = new Intl.Segmenter('und', { granularity: 'sentence' });

/** The number that opens a heading or a paragraph, such as the 4. of "4. What we collect". */
const BLOCK_NUMBER = /^\(?\d+[.)]\s*$/;

/** The sentences of a text's words, a line to each block; none runs on from one block to the next. */
function sentencesOf(words: string): string[] {
  return words.split('\n').flatMap((block) => {
    const sentences: string[] = [];
    for (const { segment } of SENTENCES.segment(block)) {
      const previous = sentences.at(-1);
      if (previous !== undefined && BLOCK_NUMBER.test(previous)) sentences[sentences.length - 1] += segment;
      else sentences.push(segment);
    }
    return sentences.map((sentence, index) =>
      index === sentences.length - 1 ? `${sentence.trimEnd()}\n` : `${sentence.trimEnd()} `,
    );
  });
}

/**
 * What changed between two versions, sentence by sentence, wherever a sentence now stands: each is
 * given as its words, a line to each block (a version's `words`), already read from its one parse.
 */
export function sentenceDiff(before: string, after: string): DiffPart[] {
  const was = sentencesOf(before);
  const now = sentencesOf(after);
  let old = 0;
  let next = 0;
  return diffArrays(
    was.map((sentence) => sentence.trimEnd()),
    now.map((sentence) => sentence.trimEnd()),
  ).flatMap((part) => {
    const count = part.count ?? part.value.length;
    // Each sentence keeps the space or line break that follows it where it stands: a removed one in
    // the earlier version, any other in the later one.
    const texts = part.removed ? was.slice(old, old + count) : now.slice(next, next + count);
    if (!part.added) old += count;
    if (!part.removed) next += count;
    return texts.map((text) => ({
      text,
      ...(part.added && { added: true as const }),
      ...(part.removed && { removed: true as const }),
    }));
  });
}
