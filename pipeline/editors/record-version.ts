import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { legalChangeSchema, registry, type CollectionName, type LegalChange } from '../../schemas';
import { formatPath } from '../../schemas/field-path';
import { patchYaml } from '../../shared/yaml-patch';
import { CONTENT_DIR } from '../content/list-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { RECORD_COMMAND, wordingFingerprint } from '../content/versions';
import { insideFolder, UnsafePath } from '../inside-folder';

/** What recording did for one guarded text, in a sentence for the editor. */
export interface RecordResult {
  file: string;
  recorded: boolean;
  /** Whether nothing was recorded because the file records its wording already. */
  current: boolean;
  message: string;
}

/** A guarded text of the registry: its file and archive folder, relative to the project's root. */
export interface GuardedText {
  collection: CollectionName;
  file: string;
  archive: string;
}

/** The guarded texts of the registry: each one's file and archive folder, relative to the project's root. */
export function guardedTexts(): GuardedText[] {
  return (Object.keys(registry) as CollectionName[]).flatMap((collection) => {
    const definition = registry[collection];
    return definition.kind === 'single' && definition.versions
      ? [
          {
            collection,
            file: path.posix.join(CONTENT_DIR, definition.file),
            archive: path.posix.join(CONTENT_DIR, definition.versions.archive),
          },
        ]
      : [];
  });
}

/** The guarded text kept in a file, by its path from the project's root, if it is one. */
export function guardedTextOf(file: string): GuardedText | undefined {
  const normal = path.posix.normalize(file.split(path.sep).join('/')).replace(/^\.\//, '');
  return guardedTexts().find((text) => text.file === normal);
}

/** What recording a guarded text's wording would write, worked out without touching a file. */
export interface Recording {
  recorded: boolean;
  /** Whether nothing was recorded because the text records its wording already. */
  current: boolean;
  /** What recording did or why it could not, in a sentence that follows the file's name. */
  message: string;
  /** The text's file as recording leaves it; the same text when nothing was recorded. */
  source: string;
  /** The archive file to write: its name without `.md`, and the wording it keeps. */
  archived?: { name: string; text: string };
  /** Archive files (names without `.md`) that kept earlier wording of this same unpublished change. */
  superseded: string[];
}

/** The front matter of a text's source as data, or null for a source without one (or none at all). */
export function frontMatterOf(source: string | undefined): unknown {
  const parts = source === undefined ? undefined : splitFrontMatter(source);
  return parts ? parseDocument(parts.frontMatter).toJS() : null;
}

/** The fingerprints of the changes a guarded text's file records: the versions it has published. */
export function recordedFingerprints(source: string | undefined): Set<string> {
  const data = frontMatterOf(source) as { changes?: unknown } | null;
  const changes = Array.isArray(data?.changes) ? (data.changes as Partial<LegalChange>[]) : [];
  return new Set(changes.flatMap((change) => (change?.fingerprint ? [change.fingerprint] : [])));
}

/** A name for the archive file of a version recorded on `date` that no other version has. */
function archiveName(taken: ReadonlySet<string>, date: string): string {
  let name = date;
  for (let count = 2; taken.has(name); count += 1) name = `${date}-${count}`;
  return name;
}

const changeList = z.array(legalChangeSchema);

const notRecorded = (source: string, message: string, current = false): Recording => ({
  recorded: false,
  current,
  message,
  source,
  superseded: [],
});

/**
 * Records the wording of a guarded text as it is now as a new version: the fingerprint goes into
 * the newest change entry, which the editor has written, and the wording into the archive.
 *
 * `archive` holds the archive's versions, by file name without `.md`. `published` holds the
 * fingerprints of the versions already published, on the branch a proposed change goes into; left
 * out, every version the file records counts as published. Only the changes at the top of the list
 * that publish nothing yet are this change's own: they become one version (their sentences joined,
 * oldest first, under the newest date), recorded again whenever the wording moved on, and an
 * archive file kept for an earlier wording of theirs goes. No published version is ever rewritten.
 */
export function recordWording(
  source: string,
  archive: ReadonlyMap<string, string>,
  archiveFolder: string,
  published?: ReadonlySet<string>,
): Recording {
  const parts = splitFrontMatter(source);
  if (!parts) return notRecorded(source, 'has no front matter; run npm run check:content to see what to fix');
  const fingerprint = wordingFingerprint(parts.body);
  const doc = parseDocument(parts.frontMatter);
  const data = doc.toJS() as Record<string, unknown> | null;
  const changes = data?.changes;
  const needsChange =
    'needs a change at the top of changes (- date: ..., then text: what changed) before its version can be recorded; run npm run check:content to see what to fix';
  if (doc.errors.length > 0 || !data || !Array.isArray(changes) || changes.length === 0)
    return notRecorded(source, needsChange);
  if (!changes.every((change) => change !== null && typeof change === 'object' && !Array.isArray(change)))
    return notRecorded(source, needsChange);
  // The newest change's date names the archive file, and a branch writes the changes: each is held
  // to the schema the content check uses, a real calendar day included, before any of it is used.
  const checked = changeList.safeParse(changes);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    return notRecorded(
      source,
      `cannot be recorded: changes${formatPath(issue.path)}: ${issue.message}; correct it (npm run check:content shows the line), then run ${RECORD_COMMAND} again`,
    );
  }
  // The changes are used as the file writes them: the schema's output trims text, and the file's
  // older changes are never rewritten.
  const list = changes as Partial<LegalChange>[];
  const isPublished = (change: Partial<LegalChange>) =>
    change.fingerprint !== undefined &&
    (published === undefined || published.has(String(change.fingerprint)));
  const own = list.findIndex(isPublished);
  const fresh = own < 0 ? list : list.slice(0, own);
  const newest = list[0];
  const date = String(newest.date);
  if (fresh.length === 0) {
    if (newest.fingerprint === fingerprint)
      return notRecorded(source, `is recorded already: its wording is the version of ${date}`, true);
    return notRecorded(
      source,
      `has new wording, but its newest change (${date}) records an earlier version, which is never rewritten: add a change at the top of changes for the new wording, then run ${RECORD_COMMAND} again`,
    );
  }
  // A change that changes no word would give two versions one wording, and the history two pages
  // at one address.
  const before = list[fresh.length];
  if (before?.fingerprint === fingerprint) {
    return notRecorded(
      source,
      `has the same wording as its version of ${String(before.date)}, so its newest change (${date}) changes nothing: change the text first, or remove that change and set lastUpdated back`,
    );
  }
  const archivedFingerprint = new Map(
    [...archive].map(([name, text]) => [name, wordingFingerprint(text)] as const),
  );
  const stale = new Set(fresh.flatMap((change) => (change.fingerprint ? [String(change.fingerprint)] : [])));
  if (fresh.length === 1 && newest.fingerprint === fingerprint) {
    const kept = [...archivedFingerprint].some(([, print]) => print === fingerprint);
    if (kept) return notRecorded(source, `is recorded already: its wording is the version of ${date}`, true);
  }
  const keptPrints = new Set(list.slice(fresh.length).map((change) => change.fingerprint));
  const superseded = [...archivedFingerprint]
    .filter(([, print]) => stale.has(print) && !keptPrints.has(print))
    .map(([name]) => name);
  const merged: Partial<LegalChange> = {
    ...newest,
    text: [...fresh]
      .reverse()
      .map((change) => String(change.text ?? '').trim())
      .filter(Boolean)
      .join(' '),
    fingerprint,
  };
  const frontMatter = patchYaml(parts.frontMatter, {
    ...data,
    changes: [merged, ...list.slice(fresh.length)],
  });
  const start = source.indexOf(parts.frontMatter);
  const taken = new Set([...archive.keys()].filter((name) => !superseded.includes(name)));
  const name = archiveName(taken, date);
  return {
    recorded: true,
    current: false,
    message: `records the version of ${date}: its fingerprint is in the change, and its wording in ${archiveFolder}/${name}.md`,
    source: source.slice(0, start) + frontMatter + source.slice(start + parts.frontMatter.length),
    archived: { name, text: parts.body },
    superseded,
  };
}

/** The versions an archive folder keeps, by file name without `.md`. */
export function readArchive(root: string, folder: string): Map<string, string> {
  const full = path.join(root, folder);
  if (!existsSync(full)) return new Map();
  return new Map(
    readdirSync(full)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name.slice(0, -'.md'.length), readFileSync(path.join(full, name), 'utf8')] as const),
  );
}

/**
 * Records the wording of a guarded text as it is now, in its file and its archive: see
 * `recordWording`, whose `published` it passes on. Every path it writes or removes is confirmed
 * inside the text's folder or its archive first (`insideFolder`), since a proposed change decides
 * what the checkout holds; a path that is not is refused by name, and nothing is written.
 */
export async function recordVersion(
  root: string,
  text: { file: string; archive: string },
  published?: ReadonlySet<string>,
): Promise<RecordResult> {
  const result = (recording: Pick<RecordResult, 'recorded' | 'current' | 'message'>): RecordResult => ({
    file: text.file,
    recorded: recording.recorded,
    current: recording.current,
    message: recording.message,
  });
  let filePath: string;
  try {
    filePath = insideFolder(root, path.posix.dirname(text.file), path.posix.basename(text.file));
  } catch (error) {
    if (error instanceof UnsafePath) return result(unsafe(error));
    throw error;
  }
  const source = await readFile(filePath, 'utf8');
  const recording = recordWording(source, readArchive(root, text.archive), text.archive, published);
  if (!recording.recorded || !recording.archived) return result(recording);
  let targets: { archived: string; superseded: string[] };
  try {
    // Every path is confirmed before the first write, so a refusal leaves the checkout as it was.
    const inArchive = (name: string) => insideFolder(root, text.archive, `${name}.md`);
    targets = {
      archived: inArchive(recording.archived.name),
      superseded: recording.superseded.map(inArchive),
    };
  } catch (error) {
    if (error instanceof UnsafePath) return result(unsafe(error));
    throw error;
  }
  await writeFile(filePath, recording.source);
  await mkdir(path.dirname(targets.archived), { recursive: true });
  for (const file of targets.superseded) await rm(file, { force: true });
  await writeFile(targets.archived, recording.archived.text);
  return result(recording);
}

/** What recording says when a path it would write is not safely inside its folder. */
function unsafe(error: UnsafePath): Pick<RecordResult, 'recorded' | 'current' | 'message'> {
  return {
    recorded: false,
    current: false,
    message: `cannot be recorded: ${error.message}; nothing was written. Correct the change (npm run check:content shows what to fix), then run ${RECORD_COMMAND} again`,
  };
}
