import { z } from 'zod';
import { calendarDate, text } from './shared';

/**
 * `trust/keys.yaml`: the OpenPGP keys the build trusts, each for one purpose and for a period. It
 * lives outside `content/`, where no editor and no editor's save can change it, and a change to it
 * needs a maintainer's review (CODEOWNERS). The content check refuses a key under `content/` that
 * is not listed here for its purpose, and a signature made outside the period its key is listed for.
 */

/**
 * What a key may sign: `canary` signs the warrant canary's statements, `site` each build's manifest
 * and checksum list. A key listed for one purpose is not trusted for another.
 */
export const KEY_PURPOSES = ['canary', 'site'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** A full fingerprint as the check compares it: 40 hexadecimal digits (64 for a version 6 key), in capitals. */
const FINGERPRINT = /^(?:[0-9A-F]{40}|[0-9A-F]{64})$/;

/** What to write instead of a fingerprint in another shape, with the fingerprint itself when it is one. */
function fingerprintProblem(value: string): string {
  const plain = value.replace(/\s+/g, '').toUpperCase();
  if (FINGERPRINT.test(plain))
    return `write the fingerprint in capitals without spaces, as the check compares it: ${plain}`;
  return 'should be the full fingerprint of the key: 40 letters and digits (64 for a version 6 key), as gpg --with-colons --fingerprint shows it on its fpr line';
}

export const trustedKeySchema = z
  .strictObject({
    purpose: z
      .enum(KEY_PURPOSES)
      .describe('What the key may sign: canary, the warrant canary statements in content/canary/.'),
    fingerprint: z
      .string()
      .refine((value) => FINGERPRINT.test(value), {
        error: (issue) => fingerprintProblem(String(issue.input)),
      })
      .describe(
        'The full fingerprint of the public key, in capitals without spaces, such as 6C681F603D8C237C12457AF56653E80CBF318BB9.',
      ),
    validFrom: calendarDate.describe(
      'The first day (UTC) a signature by this key counts, written YYYY-MM-DD: the day the key was made, or a later one.',
    ),
    validUntil: calendarDate
      .optional()
      .describe(
        'Optional: the last day (UTC) a signature by this key counts, written YYYY-MM-DD. Signatures made until then still count afterwards; set it when the key is retired or replaced.',
      ),
    note: text.describe(
      'Who holds the key and why it is trusted, in a sentence or two, for the next maintainer.',
    ),
  })
  .describe('One key the build trusts, for one purpose, from one day and optionally until another.');
export type TrustedKey = z.output<typeof trustedKeySchema>;

export const trustFileSchema = z
  .strictObject({
    keys: z
      .array(trustedKeySchema)
      .min(1, 'needs at least one key to trust')
      .superRefine((keys, context) => {
        const seen = new Map<string, number>();
        keys.forEach((key, index) => {
          if (key.validUntil !== undefined && key.validUntil < key.validFrom) {
            context.addIssue({
              code: 'custom',
              path: [index, 'validUntil'],
              message: `${key.validUntil} is before validFrom (${key.validFrom}); the key would never be valid: correct one of the dates`,
            });
          }
          const id = `${key.purpose} ${key.fingerprint}`;
          const first = seen.get(id);
          if (first === undefined) seen.set(id, index);
          else {
            context.addIssue({
              code: 'custom',
              path: [index, 'fingerprint'],
              message: `this key is listed for ${key.purpose} already, at keys[${first}]; list each key once for each purpose, with one period`,
            });
          }
        });
      })
      .describe('The keys the build trusts, one entry for each key and purpose.'),
  })
  .describe(
    'trust/keys.yaml: the OpenPGP keys the build trusts. Only a maintainer changes it, through a reviewed change.',
  );
export type TrustFile = z.output<typeof trustFileSchema>;
