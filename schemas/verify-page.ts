import { z } from 'zod';
import type { PublishedKey } from './collection';
import { GLOBAL_PLACEHOLDERS, placeholdersIn, unknownPlaceholderMessage } from './placeholders';
import { linkSchema, metaSchema, template, text } from './shared';

/**
 * The words of the page that says how to check a copy of the site (`content/pages/verify.yaml`):
 * the site's signing key, the commands for each computer, what their answers mean, and what a reader
 * on a phone can check. The key's fingerprint and name are never written here: the build reads them
 * from the key itself, so the page cannot show a fingerprint the key does not have.
 */

/**
 * The public half of the key that signs every build's checksum list and manifest, under `content/`,
 * and its address on the site. `pipeline/publish/site-signing.ts` signs with the private half only
 * when its public half is this file.
 */
export const SITE_KEY: PublishedKey = {
  file: 'signing/site-key.asc',
  path: '/site-key.asc',
  purpose: 'site',
};

const paragraphs = (what: string) => z.array(text).min(1, 'needs at least one paragraph').describe(what);

/** What a line a program prints may name of the key, besides the site's own placeholders. */
const KEY_PLACEHOLDERS = ['name', 'fingerprint'];

const unknownIn = (value: string) =>
  placeholdersIn(value).find(
    (name) => !KEY_PLACEHOLDERS.includes(name) && !(GLOBAL_PLACEHOLDERS as readonly string[]).includes(name),
  );

/**
 * A line a program prints, as it prints it. The key's name and fingerprint are placeholders the page
 * fills from the key, so that the example shows exactly what the reader's program should print.
 */
const outputLine = z
  .string()
  .trim()
  .min(1, 'is empty: write the line as the program prints it')
  .refine((value) => unknownIn(value) === undefined, {
    error: (issue) => unknownPlaceholderMessage(unknownIn(String(issue.input))!, KEY_PLACEHOLDERS),
  })
  .describe(
    'A line as the program prints it, kept in English as programs print it; {name} stands for the key’s name and {fingerprint} for its fingerprint.',
  );

const answerSchema = z.strictObject({
  text: text.describe('What the answer means, in a sentence or two.'),
  lines: z
    .array(outputLine)
    .min(1, 'needs at least one line')
    .describe('The lines the program prints, as an example.'),
});

const systemSchema = z.strictObject({
  name: text.describe('The name of the computer’s system, such as Linux.'),
  intro: text.describe('What to install, if anything, and where to type the commands.'),
  commands: z
    .array(text)
    .min(1, 'needs at least one command')
    .describe('The commands, one a line, typed in the folder that holds the files; never translated.'),
});

export const verifyPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text.describe('The page’s heading.'),
  intro: paragraphs('Paragraphs under the heading: why a reader checks a copy.'),
  key: z
    .strictObject({
      heading: text.describe('The heading over the key, such as Our signing key.'),
      text: paragraphs('What the key is for.'),
      fingerprintLabel: text.describe(
        'The words before the key’s fingerprint, which the build reads from the key itself.',
      ),
      download: text.describe('The words of the link that downloads the public key.'),
      compare: paragraphs(
        'Where else the fingerprint is published, out of a mirror’s reach, for the reader to compare.',
      ),
      links: z
        .array(linkSchema)
        .describe('Links to the pages where the fingerprint can be compared, such as the warrant canary.'),
    })
    .describe('The site’s signing key: what it is, its fingerprint, and where to compare it.'),
  keys: z
    .strictObject({
      heading: text.describe(
        'The heading over every key the company signs with, such as Every key we sign with.',
      ),
      text: paragraphs('Why there is more than one key, and what a key past its period means.'),
      purposes: z
        .strictObject({
          site: text.describe(
            'What the site key signs, such as The list of files of each version of the site.',
          ),
          canary: text.describe('What the canary key signs, such as Our warrant canary statements.'),
        })
        .describe('What each kind of key signs, as the list names it.'),
      validFrom: template(['from']).describe(
        'The period of a key still in use: {from} is its first day, such as Valid from {from}, in use now.',
      ),
      validBetween: template(['from', 'until']).describe(
        'The period of a key replaced or retired: {from} is its first day and {until} its last, such as Valid from {from} to {until}; replaced since.',
      ),
    })
    .describe(
      'Every key the company signs with, from the list the build trusts, each with its fingerprint and its period: the key in use and those it replaced.',
    ),
  computer: z
    .strictObject({
      heading: text.describe('The heading over the commands, such as On a computer.'),
      text: paragraphs('Which files to download, into one folder, before typing the commands.'),
      systems: z
        .array(systemSchema)
        .min(1, 'needs at least one system')
        .describe('Each computer’s commands.'),
    })
    .describe('How to check a copy on a computer, system by system.'),
  results: z
    .strictObject({
      heading: text.describe('The heading over what the answers mean.'),
      good: answerSchema.describe('A copy that is ours: the signature and every file check.'),
      warning: answerSchema.describe(
        'The warning GnuPG adds to a good signature from a key the reader has not certified, and what to do about it.',
      ),
      bad: answerSchema.describe('A copy that was changed: a bad signature, or a file that differs.'),
    })
    .describe('What a good and a bad answer look like.'),
  phone: z
    .strictObject({
      heading: text.describe('The heading, such as On a phone.'),
      text: paragraphs('What a reader can check where GnuPG is out of reach.'),
      links: z.array(linkSchema).describe('Links to the pages those checks compare against.'),
    })
    .describe('What a reader on a phone can check.'),
});
export type VerifyPage = z.output<typeof verifyPageSchema>;
