import type { VersionFile } from '../source-file';
import { wordingFingerprint } from '../versions';
import type { FileText } from './reader';

/** Reads a recorded version of a guarded text: its wording, and that wording's fingerprint. */
export function readVersion(
  role: { collection: VersionFile['collection']; version: string },
  { file, text }: FileText,
): VersionFile {
  return { kind: 'version', file, ...role, text, fingerprint: wordingFingerprint(text), problems: [] };
}
