import { wholeFile } from '../files';
import { readSigningKey } from '../signed';
import type { KeyFile } from '../source-file';
import type { FileText } from './reader';

/** Reads the public key that signs a collection's statements, and its fingerprint. */
export async function readKey(
  role: { collection: KeyFile['collection'] },
  { file, text }: FileText,
): Promise<KeyFile> {
  const key = await readSigningKey(text);
  const base = { kind: 'key' as const, file, ...role, text };
  if ('problem' in key) return { ...base, problems: [wholeFile(file, key.problem)] };
  return { ...base, fingerprint: key.fingerprint, problems: [] };
}
