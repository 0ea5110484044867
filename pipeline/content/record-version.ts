import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isNode, isSeq, parseDocument } from 'yaml';
import { registry, type CollectionName } from '../../schemas';
import { CONTENT_DIR } from './files';
import { splitFrontMatter } from '../../shared/front-matter';
import { RECORD_COMMAND, wordingFingerprint } from './versions';

/** What recording did for one guarded text, in a sentence for the editor. */
export interface RecordResult {
  file: string;
  recorded: boolean;
  message: string;
}

/** The guarded texts of the registry: each one's file and archive folder, relative to the project's root. */
export function guardedTexts(): { collection: CollectionName; file: string; archive: string }[] {
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

/** A name for the archive file of a version recorded on `date` that no other version has. */
function archiveName(folder: string, date: string): string {
  let name = date;
  for (let count = 2; existsSync(path.join(folder, `${name}.md`)); count += 1) name = `${date}-${count}`;
  return name;
}

/**
 * Records the wording of a guarded text as it is now as a new version: the fingerprint goes into the
 * newest change entry, which the editor has just written, and the wording into the archive. Only a
 * change that records nothing yet is filled in, so no recorded version is ever rewritten.
 */
export async function recordVersion(
  root: string,
  text: { file: string; archive: string },
): Promise<RecordResult> {
  const filePath = path.join(root, text.file);
  const source = await readFile(filePath, 'utf8');
  const parts = splitFrontMatter(source);
  if (!parts)
    return {
      file: text.file,
      recorded: false,
      message: 'has no front matter; run npm run check:content to see what to fix',
    };
  const fingerprint = wordingFingerprint(parts.body);
  const doc = parseDocument(parts.frontMatter);
  const changes = doc.get('changes');
  const newest = isSeq(changes) ? changes.items[0] : undefined;
  if (doc.errors.length > 0 || !isMap(newest)) {
    return {
      file: text.file,
      recorded: false,
      message:
        'needs a change at the top of changes (- date: ..., then text: what changed) before its version can be recorded; run npm run check:content to see what to fix',
    };
  }
  const date = String(newest.get('date'));
  const recorded = newest.get('fingerprint');
  if (recorded === fingerprint)
    return {
      file: text.file,
      recorded: false,
      message: `is recorded already: its wording is the version of ${date}`,
    };
  // A change that changes no word would give two versions one wording, and the history two pages
  // at one address.
  const before = isSeq(changes) ? changes.items[1] : undefined;
  if (recorded === undefined && isMap(before) && before.get('fingerprint') === fingerprint) {
    return {
      file: text.file,
      recorded: false,
      message: `has the same wording as its version of ${String(before.get('date'))}, so its newest change (${date}) changes nothing: change the text first, or remove that change and set lastUpdated back`,
    };
  }
  if (recorded !== undefined) {
    return {
      file: text.file,
      recorded: false,
      message: `has new wording, but its newest change (${date}) records an earlier version, which is never rewritten: add a change at the top of changes for the new wording, then run ${RECORD_COMMAND} again`,
    };
  }
  // One line is added after the change's last field, at its fields' indentation, where the
  // document's own positions say they are: every other byte of the file stays as the editor left it,
  // comments, quoting and line wrapping included.
  const firstKey = newest.items[0]?.key;
  const lastValue = newest.items.at(-1)?.value;
  if (!isNode(firstKey) || !isNode(lastValue) || !firstKey.range || !lastValue.range) {
    return {
      file: text.file,
      recorded: false,
      message: 'has a change entry the recorder cannot read; run npm run check:content to see what to fix',
    };
  }
  const front = parts.frontMatter;
  const indent = firstKey.range[0] - (front.lastIndexOf('\n', firstKey.range[0] - 1) + 1);
  const lineEnd = front.indexOf('\n', Math.max(lastValue.range[1] - 1, 0));
  const at = lineEnd < 0 ? front.length : front[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const frontMatter = `${front.slice(0, at)}${newline}${' '.repeat(indent)}fingerprint: ${fingerprint}${front.slice(at)}`;
  const start = source.indexOf(front);
  await writeFile(filePath, source.slice(0, start) + frontMatter + source.slice(start + front.length));
  const folder = path.join(root, text.archive);
  await mkdir(folder, { recursive: true });
  const name = archiveName(folder, date);
  await writeFile(path.join(folder, `${name}.md`), parts.body);
  return {
    file: text.file,
    recorded: true,
    message: `records the version of ${date}: its fingerprint is in the change, and its wording in ${text.archive}/${name}.md`,
  };
}
