import { registry } from '../../schemas';
import { decodeText } from './decode';
import { entryNameProblem, wholeFile, type FileRole } from './files';
import { readMarkdown } from './readers/markdown';
import type { FileText, ReadContext } from './readers/reader';
import { readSigned } from './readers/signed';
import { readTranslation } from './readers/translation';
import { validate } from './readers/validate';
import { readersCannotCheck } from '../publish/site-signing';
import { readSigningKey } from './signed';
import type { KeyFile, SourceFile } from './source-file';
import { trustedKey, untrustedKeyProblem } from './trust';
import { wordingFingerprint } from './versions';
import { parseYaml } from './yaml/parse';

/** A file's path, and its bytes as saved or its text (decoded already, or an editor's unsaved text). */
export type FileInput = { file: string } & ({ bytes: Uint8Array } | { text: string });

/**
 * Reads one content file with the reader of its kind. The bytes are decoded here, not by
 * readFileSync, so that a file not saved as UTF-8 is refused rather than read with its accented
 * letters turned into �.
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

function readerOf(role: FileRole, input: FileText, context: ReadContext) {
  const { file, text } = input;
  switch (role.kind) {
    case 'markdown':
      return readMarkdown(role, input, context);
    case 'yaml': {
      const yaml = parseYaml(text, file);
      const empty = { what: 'this file is empty', line: 1 };
      return { ...role, file, ...validate(file, role.collection, yaml, context.values, empty) };
    }
    case 'signed':
      return readSigned(role, input, context);
    case 'key':
      return readKey(role, input, context);
    case 'version':
      return { ...role, file, text, fingerprint: wordingFingerprint(text), problems: [] };
    case 'translation':
      return readTranslation(role, input, context);
  }
}

/**
 * Reads the public key that signs a collection's statements, and its fingerprint, which the trust
 * file must list for the collection's purpose. A trust file with problems of its own trusts nothing,
 * and says so itself, so the key is not blamed for it. A key a page publishes for readers to import
 * (the site's signing key) must be one their GnuPG can check, or the page's commands would fail.
 */
async function readKey(
  role: { kind: 'key'; collection: KeyFile['collection'] },
  { file, text }: FileText,
  context: ReadContext,
): Promise<KeyFile> {
  const key = await readSigningKey(text);
  const base = { ...role, file, text };
  if ('problem' in key) return { ...base, problems: [wholeFile(file, key.problem)] };
  const definition = registry[role.collection];
  const name = key.key.getUserIDs()[0] ?? '';
  if (definition.kind === 'single') {
    const problem = readersCannotCheck(key.key);
    if (problem)
      return {
        ...base,
        fingerprint: key.fingerprint,
        name,
        problems: [wholeFile(file, `this key ${problem}`)],
      };
  }
  const purpose =
    definition.kind === 'single' ? definition.publishedKey?.purpose : definition.signingKey?.purpose;
  const trust = context.trust();
  const trusted = purpose !== undefined && trustedKey(trust, purpose, key.fingerprint) !== undefined;
  if (purpose !== undefined && trust.keys && !trusted) {
    return {
      ...base,
      fingerprint: key.fingerprint,
      name,
      problems: [untrustedKeyProblem(file, key.fingerprint, purpose)],
    };
  }
  return { ...base, fingerprint: key.fingerprint, name, problems: [] };
}
