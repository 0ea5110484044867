import { registry } from '../../../schemas';
import { wholeFile } from '../files';
import { readSigningKey, signatureProblem, signedText, signerOf } from '../signed';
import type { SignedFile } from '../source-file';
import { trustedKey } from '../trust';
import { parseYaml } from '../yaml/parse';
import type { FileText, ReadContext } from './reader';
import { validate } from './validate';

/**
 * Reads a signed statement; a missing, unreadable or untrusted key is the key file's problem, not
 * each statement's.
 */
export async function readSigned(
  role: { collection: SignedFile['collection']; id: string },
  { file, text }: FileText,
  context: ReadContext,
): Promise<SignedFile> {
  const definition = registry[role.collection];
  const signingKey = definition.kind === 'folder' ? definition.signingKey : undefined;
  const base = {
    kind: 'signed' as const,
    file,
    ...role,
    ...(signingKey && { dependsOn: [signingKey.file] }),
  };
  const signed = await signedText(text);
  if ('problem' in signed) return { ...base, problems: [wholeFile(file, signed.problem)] };
  const yaml = parseYaml(signed.text, file, signed.line - 1);
  const read = validate(file, role.collection, yaml, context.values, {
    what: 'the signed text is empty',
    line: signed.line,
  });
  const keyFile = signingKey && context.textOf(signingKey.file);
  const keys = keyFile && (await readSigningKey(keyFile.text));
  if (!keys || !('keys' in keys)) return { ...base, ...read };
  // Each statement is checked against the key that signed it, in the period the trust file lists
  // that key for, so statements signed before a key was replaced still count.
  const key = await signerOf(text, keys.keys);
  // A key the trust file does not list is the key file's problem, as a missing one is; no
  // statement is checked against it, nor shown as signed by it.
  const trusted = trustedKey(context.trust(), signingKey.purpose, key.fingerprint);
  if (!trusted) return { ...base, ...read };
  const statementDate = (read.data as { date?: unknown } | undefined)?.date;
  const problem = await signatureProblem(text, key.key, keyFile.file, {
    trusted,
    statementDate: typeof statementDate === 'string' ? statementDate : undefined,
  });
  return {
    ...base,
    ...read,
    problems: problem ? [...read.problems, wholeFile(file, problem)] : read.problems,
    signature: { fingerprint: key.fingerprint, key: signingKey.path },
  };
}
