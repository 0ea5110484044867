import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guardedTexts, recordVersion, type RecordResult } from '../../pipeline/editors/record-version';
import { todayIso } from '../../pipeline/content/store';

/** The note of a change a test records: words of its own, so no test repeats the live site's notes. */
const TEST_CHANGE_NOTE = 'Reworded by a test of the site.';

/**
 * Does to a guarded text what an editor does once its wording has changed: adds a change at the top
 * of its `changes`, dated `date` and saying `note`, and sets lastUpdated to the same day. The
 * file's line endings and every other line stay as they were.
 */
export async function addChangeEntry(
  root: string,
  file: string,
  note = TEST_CHANGE_NOTE,
  date = todayIso(),
): Promise<void> {
  const full = path.join(root, file);
  const text = await readFile(full, 'utf8');
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const list = /^changes:[ \t]*\r?\n([ \t]*)- /m.exec(text);
  if (!list) throw new Error(`${file} has no list of changes to add to`);
  const indent = list[1];
  const at = list.index + list[0].length - indent.length - 2;
  const entry = `${indent}- date: ${date}${newline}${indent}  text: ${note}${newline}`;
  await writeFile(
    full,
    (text.slice(0, at) + entry + text.slice(at)).replace(/^lastUpdated:.*$/m, `lastUpdated: ${date}`),
  );
}

/**
 * Publishes the wording of a guarded text as it is now as a new version, as an editor does: the
 * change entry, then the recorder of `npm run legal:record`. For tests that edit a legal text in a
 * copy of the project and then build it.
 */
export async function recordNewWording(
  root: string,
  file: string,
  note = TEST_CHANGE_NOTE,
): Promise<RecordResult> {
  const text = guardedTexts().find((candidate) => candidate.file === file);
  if (!text) throw new Error(`${file} is not a guarded text`);
  await addChangeEntry(root, file, note);
  const result = await recordVersion(root, text);
  if (!result.recorded) throw new Error(`${file} ${result.message}`);
  return result;
}
