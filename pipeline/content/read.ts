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
  const keys = await readSigningKey(text);
  const base = { ...role, file, text };
  if ('problem' in keys) return { ...base, problems: [wholeFile(file, keys.problem)] };
  const definition = registry[role.collection];
  const purpose =
    definition.kind === 'single' ? definition.publishedKey?.purpose : definition.signingKey?.purpose;
  const trust = context.trust();
  const untrusted = (fingerprint: string) =>
    purpose !== undefined &&
    trust.keys !== undefined &&
    trustedKey(trust, purpose, fingerprint) === undefined;
  // The first key is the one the file stands for (the newest, where a key was replaced, with the
  // one before it kept so its statements still verify); every key in the file must be trusted.
  const key = keys.keys.find(({ fingerprint }) => untrusted(fingerprint)) ?? keys.keys[0];
  const name = key.key.getUserIDs()[0] ?? '';
  const described = { ...base, fingerprint: key.fingerprint, name };
  if (definition.kind === 'single') {
    for (const each of keys.keys) {
      const problem = readersCannotCheck(each.key);
      if (problem) return { ...described, problems: [wholeFile(file, `this key ${problem}`)] };
    }
  }
  if (purpose !== undefined && untrusted(key.fingerprint))
    return { ...described, problems: [untrustedKeyProblem(file, key.fingerprint, purpose)] };
  return { ...described, problems: [] };
}
