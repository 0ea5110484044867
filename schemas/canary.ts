import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import type { TransparencyReport } from './transparency';
import { REQUEST_KINDS, type RequestKind } from './transparency-data';
import { placeholdersIn } from './placeholders';
import { calendarDate, metaSchema, template, text } from './shared';

/**
 * The warrant canary: statements signed with the company's OpenPGP key, one file a statement
 * (`content/canary/<YYYY-MM-DD>.txt`), and the words of the page that shows them.
 */

// The page shows a statement exactly as it was signed. A placeholder such as {product} would be
// filled in after signing, so the page would show words the signature does not cover.
const signedWords = z
  .string()
  .trim()
  .min(1, 'is empty: write some text here')
  .refine((value) => placeholdersIn(value).length === 0, {
    error:
      'a signed statement is shown exactly as it was signed, so it cannot hold placeholders such as {product}: write the words out',
  });

/**
 * What a declaration can deny. The first four are the kinds of request the transparency report
 * counts, under the same names, so the check can hold a declaration to the report's figures; the
 * others are things a warrant canary commonly denies that the report does not count.
 */
export const DENIED_KINDS = [
  'courtOrders',
  'subpoenas',
  'takedowns',
  'other',
  'nationalSecurityLetters',
  'gagOrders',
  'surveillanceChanges',
  'keyDisclosures',
] as const;
export type DeniedKind = (typeof DENIED_KINDS)[number];

/**
 * The first day of statements whose declarations say what they deny, so the build can read them.
 * Statements signed before it wrote sentences alone; their signature covers those words, so they
 * stay as they were signed, and only newer statements must be written the new way.
 */
export const READABLE_DECLARATIONS_FROM = '2026-12-03';

const declarationSchema = z
  .strictObject({
    text: signedWords.describe('The declaration as a full sentence, as the page shows it.'),
    denies: z
      .array(z.enum(DENIED_KINDS))
      .min(
        1,
        'needs at least one kind of request or demand that the sentence denies, such as nationalSecurityLetters',
      )
      .describe(
        'What the sentence says the company has not received or done: courtOrders, subpoenas, takedowns and other are the kinds the transparency report counts, and the check compares them with its figures; nationalSecurityLetters, gagOrders, surveillanceChanges (being made to change our systems to watch users) and keyDisclosures (handing over a key or password) are not counted there.',
      ),
    since: calendarDate
      .optional()
      .describe(
        'Optional: the first day the sentence speaks for, written YYYY-MM-DD, as in "since 2025-07-01"; without it, the sentence denies ever having received any.',
      ),
  })
  .describe(
    'One thing the company declares, and what it denies, so the build can check it against the transparency report.',
  );
export type CanaryDeclaration = z.output<typeof declarationSchema>;

export const canaryStatementSchema = z
  .strictObject({
    date: calendarDate.describe(
      "The day of the statement, written YYYY-MM-DD; it must be the same as the file's name, such as 2026-11-01 in 2026-11-01.txt.",
    ),
    nextDue: calendarDate.describe(
      'The day the next statement is due at the latest, written YYYY-MM-DD. After this day the page tells visitors the statement has expired.',
    ),
    declarations: z
      .array(
        z.union([
          declarationSchema,
          signedWords.describe(
            `A declaration as a sentence alone, as statements signed before ${READABLE_DECLARATIONS_FROM} wrote them; a newer statement writes text and denies.`,
          ),
        ]),
      )
      .min(1, 'needs at least one declaration, such as: We have not received any National Security Letters.')
      .describe('What the company declares, one short sentence each, in the order shown.'),
    freshness: z
      .array(
        z
          .strictObject({
            source: signedWords.describe(
              'Where the headline was published, such as the name of a newspaper.',
            ),
            headline: signedWords.describe('The headline, word for word, as it was published.'),
          })
          .describe('A headline of the day, which could not have been known before it.'),
      )
      .min(1, 'needs at least one headline; remove the freshness line to show none')
      .optional()
      .describe(
        'Optional: proof that the statement was not written in advance, such as the headlines of the day it was signed.',
      ),
  })
  .describe(
    'One warrant canary statement: the text signed in content/canary/<YYYY-MM-DD>.txt, below the line -----BEGIN PGP SIGNED MESSAGE----- and the Hash line.',
  );
export type CanaryStatement = z.output<typeof canaryStatementSchema>;

/**
 * A statement's rules: it is dated the day its file is named after, so the address of its signed
 * text says which day it speaks for, and its next statement is due after it.
 */
export const canaryChecks: EntryCheck<CanaryStatement>[] = [
  {
    run(statement, { id }) {
      const issues: CheckIssue[] = [];
      if (id !== undefined && statement.date !== id) {
        issues.push({
          path: ['date'],
          message: `the statement is dated ${statement.date} but its file is named ${id}.txt; the file's name must be the statement's date: rename the file ${statement.date}.txt, or correct the date and sign the statement again`,
        });
      }
      if (statement.nextDue <= statement.date) {
        issues.push({
          path: ['nextDue'],
          message: `the next statement is due ${statement.nextDue}, which is not after this statement's date (${statement.date}); write a later day and sign the statement again`,
        });
      }
      statement.declarations.forEach((declaration, index) => {
        if (typeof declaration === 'string') {
          if (statement.date >= READABLE_DECLARATIONS_FROM)
            issues.push({
              path: ['declarations', index],
              message: `a statement of ${READABLE_DECLARATIONS_FROM} or later says what each declaration denies, so the build can check it against the transparency report: write it as text: with the sentence and denies: with what it denies, such as denies: [nationalSecurityLetters], and sign the statement again`,
            });
          return;
        }
        if (declaration.since !== undefined && declaration.since > statement.date)
          issues.push({
            path: ['declarations', index, 'since'],
            message: `${declaration.since} is after the statement's own date (${statement.date}); a declaration speaks for the days up to its statement: write an earlier day, or remove since`,
          });
        // The page shows the sentence alone: a denial narrowed by since must say so in its own words.
        if (declaration.since !== undefined && !declaration.text.includes(declaration.since.slice(0, 4)))
          issues.push({
            path: ['declarations', index, 'text'],
            message: `this declaration speaks only for the days since ${declaration.since}, but its sentence does not say so, and readers see the sentence alone: say since when in it, such as "since 1 July ${declaration.since.slice(0, 4)}", and sign the statement again`,
          });
      });
      return issues;
    },
  },
  {
    needs: ['transparency'],
    run: (statement, { content }) =>
      contradictedDeclarations(statement, content.transparency as TransparencyReport),
  },
];

/** How the problems name the report's kinds of request. */
const KIND_WORDS: Record<RequestKind, string> = {
  courtOrders: 'court orders',
  subpoenas: 'subpoenas',
  takedowns: 'takedown notices',
  other: 'other requests for user data',
};

/**
 * The declarations the transparency report contradicts: one that denies a kind of request the
 * report counts in a period that lies within the days it speaks for (from its `since`, or from the
 * first period, up to the statement's day). A canary that says "no court orders" beside a report that lists one tells the
 * reader one of the two is false, so the build names both places.
 */
export function contradictedDeclarations(
  statement: CanaryStatement,
  report: TransparencyReport,
): CheckIssue[] {
  const issues: CheckIssue[] = [];
  statement.declarations.forEach((declaration, index) => {
    // A sentence alone, from before declarations said what they deny, is not read.
    if (typeof declaration === 'string') return;
    const from = declaration.since ?? '0000-01-01';
    for (const kind of REQUEST_KINDS) {
      if (!declaration.denies.includes(kind)) continue;
      report.periods.forEach((period, periodIndex) => {
        const count = period.requests[kind];
        // A period counts only when it lies wholly within the days the declaration speaks for: the report
        // does not say on which day of a period a request came, and a statement stays true when a
        // later period, published after it was signed, counts requests from after its day.
        if (count === 0 || period.start < from || period.end > statement.date) return;
        issues.push({
          path: ['declarations', index, 'denies'],
          message: `this declaration denies any ${KIND_WORDS[kind]}${declaration.since ? ` since ${declaration.since}` : ''}, but the transparency report counts ${count} in ${period.start} to ${period.end}; a canary must not deny what the report lists: write a declaration that says only what is true (such as one with since: after that period), and sign the statement again`,
          also: { collection: 'transparency', path: ['periods', periodIndex, 'requests', kind] },
        });
      });
    }
  });
  return issues;
}

/** `content/pages/canary.yaml`: the words of the warrant canary page. */
export const canaryPageSchema = z
  .strictObject({
    meta: metaSchema,
    heading: text.describe('The heading of the page, such as Warrant canary.'),
    intro: text.describe('A sentence or two on what a warrant canary is, under the heading.'),
    statementHeading: template(['date']).describe(
      'The heading over the newest statement, with {date}, such as Statement of {date}.',
    ),
    dateLabel: text.describe("The words before the statement's date, such as Published."),
    nextDueLabel: text.describe(
      'The words before the day the next statement is due, such as Next statement due.',
    ),
    current: z
      .strictObject({
        badge: text.describe('The label of a statement still in force, such as Current.'),
        text: template(['due']).describe(
          'What the page says while the statement is in force, with {due} for the day the next one is due.',
        ),
      })
      .describe('What the page says while the newest statement is within its period.'),
    expired: z
      .strictObject({
        badge: text.describe('The label of a statement past its due day, such as Expired.'),
        text: template(['due']).describe(
          'What the page says once the next statement is overdue, with {due} for the day it was due.',
        ),
      })
      .describe(
        "What the page says once the next statement's due day has passed without a new one: the visitor's browser decides this by its own clock, even if the site is not rebuilt.",
      ),
    declarationsHeading: text.describe('The heading over the declarations, such as We declare that.'),
    freshnessHeading: text.describe('The heading over the headlines of the day, such as Proof of freshness.'),
    freshnessIntro: text.describe('A sentence under that heading on why the headlines are there.'),
    signature: z
      .strictObject({
        heading: text.describe('The heading over the signature, such as Signature.'),
        verified: text.describe(
          'What the build checked: that the statement was signed with the key whose fingerprint follows.',
        ),
        fingerprintLabel: text.describe("The words before the key's fingerprint, such as Key fingerprint."),
        statementLink: text.describe(
          'The link to download the signed statement, such as Signed statement (.txt).',
        ),
        keyLink: text.describe('The link to download the public key, such as Public key (.asc).'),
      })
      .describe(
        'The part under the statement about its signature, and the links to download it and the key.',
      ),
    verify: z
      .strictObject({
        heading: text.describe('The heading, such as Check the signature yourself.'),
        intro: text.describe('A sentence or two on why and how to check it.'),
        importKey: text.describe('The first step: download the key and import it.'),
        importCommand: template(['key']).describe(
          "The command that imports the key, with {key} for its file's name, such as gpg --import {key}.",
        ),
        verifyStatement: text.describe('The second step: download the statement and check it.'),
        verifyCommand: template(['file']).describe(
          "The command that checks the statement, with {file} for its file's name, such as gpg --verify {file}.",
        ),
        result: text.describe('What a good result looks like, and what to do if it does not.'),
      })
      .describe('How a visitor checks the signature with GnuPG on their own computer.'),
    earlier: z
      .strictObject({
        heading: text.describe('The heading over the earlier statements, such as Earlier statements.'),
        link: text.describe("The link to each earlier statement's signed text, such as Signed statement."),
        none: text.describe('Shown instead of the list while there is only one statement.'),
      })
      .describe('The list of earlier statements, each with its date and a link to its signed text.'),
    empty: text.describe('Shown instead of a statement while none has been published.'),
  })
  .describe('The words of the warrant canary page, around the signed statements in content/canary/.');
export type CanaryPage = z.output<typeof canaryPageSchema>;
