import { decodeText } from './decode';
import { entryNameProblem, type FileRole } from './files';
import { readKey } from './readers/key';
import { readMarkdown } from './readers/markdown';
import type { ReadContext } from './readers/reader';
import { readSigned } from './readers/signed';
import { readTranslation } from './readers/translation';
import { readVersion } from './readers/version';
import { readYaml } from './readers/yaml';
import type { SourceFile } from './source-file';

/**
 * A file to read: its path from the project's root, and its bytes as saved, or its text: decoded
 * from those bytes already, or an editor's, not saved yet.
 */
export type FileInput = { file: string } & ({ bytes: Uint8Array } | { text: string });

/**
 * Reads one content file with the reader of its kind. The bytes are decoded here, not by
 * readFileSync, so that a file not saved as UTF-8 is refused rather than read with its accented
 * letters turned into �. A signed statement and a key are read asynchronously, as openpgp.js reads
 * them; every other file at once.
 */
export function readSourceFile(
  role: FileRole,
  input: FileInput,
  context: ReadContext,
): SourceFile | Promise<SourceFile> {
  const { file } = input;
  const nameProblem = 'id' in role && role.id !== undefined ? entryNameProblem(file, role.id) : undefined;
  const decoded = 'text' in input ? { text: input.text } : decodeText(input.bytes);
  if (!('text' in decoded)) {
    const problems = [...(nameProblem ? [nameProblem] : []), { file, path: '', ...decoded }];
    return { ...role, file, problems };
  }
  const text = { file, text: decoded.text };
  const read = readerOf(role, text, context);
  if (!nameProblem) return read;
  const named = (source: SourceFile): SourceFile => ({
    ...source,
    problems: [nameProblem, ...source.problems],
  });
  return read instanceof Promise ? read.then(named) : named(read);
}

function readerOf(role: FileRole, text: { file: string; text: string }, context: ReadContext) {
  switch (role.kind) {
    case 'markdown':
      return readMarkdown(role, text, context);
    case 'yaml':
      return readYaml(role, text, context);
    case 'signed':
      return readSigned(role, text, context);
    case 'key':
      return readKey(role, text);
    case 'version':
      return readVersion(role, text);
    case 'translation':
      return readTranslation(role, text, context);
  }
}
