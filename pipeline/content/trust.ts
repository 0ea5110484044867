import path from 'node:path';
import { trustFileSchema, type KeyPurpose, type TrustedKey } from '../../schemas';
import { decodeText } from './decode';
import { readContentFile, RefusedFile, refusedProblem } from './file-limits';
import { issuesToProblems } from './format-issues';
import type { Problem } from './problem';
import { PARSE_OPTIONS } from './readers/validate';
import { parseYaml } from './yaml/parse';

/**
 * The keys the build trusts are read from `trust/keys.yaml`, outside `content/`: the editor can
 * write nothing there, and a change to it needs a maintainer's review (CODEOWNERS). A key file
 * under `content/` is only a copy of a key for visitors to download; it counts once its
 * fingerprint is listed here for its purpose, and each signature only inside the period listed.
 */

/** The trust file, from the project's root. */
export const TRUST_FILE = 'trust/keys.yaml';

/** The keys the trust file lists, or what is wrong with it; a broken trust file trusts no key. */
export type Trust = { keys: TrustedKey[]; problems: [] } | { keys?: undefined; problems: Problem[] };

const wholeFile = (message: string): Problem => ({ file: TRUST_FILE, line: 1, column: 1, path: '', message });

/** Reads and checks the trust file of the project at `root`: a link, a missing or a broken file trusts nothing. */
export function readTrust(root: string): Trust {
  let bytes: Uint8Array;
  try {
    bytes = readContentFile(path.join(root, TRUST_FILE));
  } catch (error) {
    if (error instanceof RefusedFile) {
      if (error.refusal.reason === 'too-large')
        return { problems: [refusedProblem(TRUST_FILE, error.refusal)] };
      return {
        problems: [
          wholeFile(
            'this is not an ordinary file (a symbolic link, or a folder), and the trusted keys are read only from the file itself: restore trust/keys.yaml from version control',
          ),
        ],
      };
    }
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {
      problems: [
        wholeFile(
          'this file is missing: it lists the keys the build trusts, and without it no signature in content/ can be trusted; restore it from version control',
        ),
      ],
    };
  }
  const decoded = decodeText(bytes);
  if (!('text' in decoded)) return { problems: [{ file: TRUST_FILE, path: '', ...decoded }] };
  const { parsed, problems } = parseYaml(decoded.text, TRUST_FILE);
  if (!parsed) return { problems };
  if (parsed.data === null)
    return {
      problems: [wholeFile('this file is empty; it should list the keys the build trusts under keys:')],
    };
  const result = trustFileSchema.safeParse(parsed.data, PARSE_OPTIONS);
  if (!result.success)
    return {
      problems: issuesToProblems(result.error.issues, { file: TRUST_FILE, parsed, schema: trustFileSchema }),
    };
  return { keys: result.data.keys, problems: [] };
}

/** The trust file's entry for a key and purpose: the period its signatures count in, or nothing. */
export function trustedKey(trust: Trust, purpose: KeyPurpose, fingerprint: string): TrustedKey | undefined {
  return trust.keys?.find((key) => key.purpose === purpose && key.fingerprint === fingerprint);
}

/** The problem of a key file whose key the trust file does not list for its purpose. */
export function untrustedKeyProblem(file: string, fingerprint: string, purpose: KeyPurpose): Problem {
  return {
    file,
    line: 1,
    column: 1,
    path: '',
    message: `this is not a key the site trusts (fingerprint ${fingerprint}): the build accepts only the ${purpose} keys listed in ${TRUST_FILE}, which only a maintainer changes, through a reviewed change. If the company has a new ${purpose} key, a maintainer must add it there first (README.md, "Trusted keys"); otherwise restore this file from version control`,
  };
}
