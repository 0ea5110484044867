import type { PublicKey } from 'openpgp';
import { printable } from '../../pipeline/content/problem';
import type { FlagSettings } from '../../shared/flags';
import { describeHeaders, headerReport, homeHeaders } from './headers';
import { age, copyAt, verifyCopy } from './verify';

/**
 * What `npm run verify-site` and the one-file verifier print of a copy, and the exit status they end
 * with: 1 on a bad or missing signature, a file that differs, or one the manifest does not list;
 * 0, with one line saying so, when the copy is exact. Over HTTP it also says which of the security
 * headers the build asks for (`flags`, the site's settings they depend on) the host sends, which
 * never fails the check.
 */
export async function reportCopy(
  address: string,
  key: PublicKey,
  flags: FlagSettings,
  print: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  const verdict = await verifyCopy(copyAt(address), key);
  const fingerprint = key.getFingerprint().toUpperCase();
  if (verdict.untrusted) {
    print.error(`${address}: ${verdict.untrusted}. Nothing of this copy can be trusted.`);
    return 1;
  }
  if (/^https?:\/\//i.test(address)) {
    const headers = await homeHeaders(address);
    print.log(
      typeof headers === 'string'
        ? `The host's headers could not be read: ${headers}.`
        : describeHeaders(headerReport(headers, flags)),
    );
  }
  for (const line of verdict.differences) print.log(line);
  // A hostile copy names its own files: each is printed so that no character in it acts on the terminal.
  for (const file of verdict.extra) print.log(`not in the manifest: ${printable(file)}`);
  const { differences, extra, files } = verdict;
  if (differences.length > 0 || extra.length > 0) {
    // A file the build never wrote is as much a sign of a changed copy as a changed one.
    const parts = [
      ...(differences.length > 0 ? [`${differences.length} of ${files} files differ from`] : []),
      ...(extra.length > 0 ? [`${extra.length} file${extra.length === 1 ? ' is' : 's are'} not in`] : []),
    ];
    print.error(`At ${address}, ${parts.join(', and ')} the manifest signed with the key ${fingerprint}.`);
    return 1;
  }
  print.log(
    `All ${files} files at ${address} match the manifest of the build of ${verdict.built} (${age(verdict.days!)} old, valid until ${verdict.validUntil}), signed with the key ${fingerprint}.`,
  );
  return 0;
}
