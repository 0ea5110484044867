/**
 * `npm run -s key:transition -- --purpose site --date 2027-03-01 --from OLD --to NEW`: prints the
 * text of a key transition statement (pipeline/publish/key-transition.ts) for GnuPG to sign with
 * both keys, so that no private key ever passes through the project's code:
 *
 *   npm run -s key:transition -- --purpose site --date D --from OLD --to NEW \
 *     | gpg --clearsign --local-user OLD --local-user NEW > trust/transitions/D-site.txt
 *
 * README.md, "Trusted keys", gives the whole rotation.
 */
import { parseArgs } from 'node:util';
import { transitionText } from '../pipeline/publish/key-transition';
import { KEY_PURPOSES } from '../schemas';

const USAGE =
  'npm run -s key:transition -- --purpose site|canary --date YYYY-MM-DD --from OLD-FINGERPRINT --to NEW-FINGERPRINT';
try {
  const { values } = parseArgs({
    options: {
      purpose: { type: 'string' },
      date: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
    },
  });
  const fingerprint = (value: string | undefined) => value?.replace(/\s+/g, '').toUpperCase() ?? '';
  const [from, to] = [fingerprint(values.from), fingerprint(values.to)];
  const purpose = values.purpose ?? '';
  if (!(KEY_PURPOSES as readonly string[]).includes(purpose))
    throw new Error(`Name the keys' purpose: ${USAGE}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date ?? ''))
    throw new Error(`Give the day the new key signs from: ${USAGE}`);
  if (![from, to].every((each) => /^[0-9A-F]{40}$/.test(each)) || from === to)
    throw new Error(`Give both keys' full fingerprints, 40 hexadecimal digits each: ${USAGE}`);
  process.stdout.write(transitionText({ purpose, date: values.date!, from, to }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
