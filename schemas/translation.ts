import { z } from 'zod';
import { REVIEW_REQUEST_KEY } from '../shared/editor-files';

/** A fingerprint as npm run i18n:record and npm run i18n:review write them: 16 hexadecimal digits. */
const fingerprint = z
  .string()
  .regex(/^[0-9a-f]{16}$/, 'should be a fingerprint that npm run i18n:record writes');

/**
 * Said of a review asked for in the browser editor that no save or pull request recorded: the local
 * editor's save records it at once, and a hosted editor's pull request has it recorded by CI's
 * record job, which knows who opened the request.
 */
export const REVIEW_REQUEST_UNRECORDED =
  'is a review mark that was never recorded: the browser editor records it when the translation is saved, and a pull request has it recorded by its checks; mark the translation reviewed again in the editor, or remove this line';

/**
 * What a translated file says about itself, under its `translation:` key: which version of each
 * section of its English file it translates, and who reviewed it, against what.
 */
export const translationMetaSchema = z
  .strictObject({
    reviewed: z
      .literal(false, {
        error:
          'a translation is marked reviewed by npm run i18n:review, which records who reviewed it and what they read, so that an edit to the English or to the translation clears the mark: write reviewed: false, or remove this line',
      })
      .optional()
      .describe('false, or no line: a translation counts as reviewed only through its review record.'),
    review: z
      .strictObject({
        by: z
          .string()
          .min(1, 'should name the reviewer')
          .max(200, 'should name the reviewer in at most 200 characters: Name <email>')
          .describe('Who reviewed it, as their git identity: Name <email>.'),
        english: fingerprint.describe('A fingerprint of the English the reviewer compared it with.'),
        translation: fingerprint.describe('A fingerprint of the translation as the reviewer read it.'),
      })
      .optional()
      .describe(
        'Written by npm run i18n:review, never by hand: who reviewed the translation, and fingerprints of the English and the translation they read; it counts only while both still match.',
      ),
    [REVIEW_REQUEST_KEY]: z
      .never({ error: REVIEW_REQUEST_UNRECORDED })
      .optional()
      .describe(
        'Written by the browser editor when a reviewer marks the translation reviewed, and replaced by review: when the mark is recorded; never published as it is.',
      ),
    source: z
      .record(z.string(), fingerprint)
      .optional()
      .describe(
        'Written by npm run i18n:record, never by hand: a fingerprint of each English section this file translates, so the site can tell when the English changed.',
      ),
  })
  .describe('About this translation: reviewed by a native speaker or not, and what it translates.');

export type TranslationMeta = z.output<typeof translationMetaSchema>;

/** How far a page, or a file, in one language keeps up with its English. */
export type TranslationState = 'translated' | 'outdated' | 'missing';

/** The state of one file's translation into one language, as the pages and the status report read it. */
export interface TranslationStatus {
  state: TranslationState;
  /**
   * Whether someone other than its translator reviewed it as it is, against its English as it is;
   * absent when there is no translation.
   */
  reviewed?: boolean;
  /** For an outdated translation: the English sections that changed since it was made. */
  sections?: string[];
  /** For an outdated translation: the day the English last changed, YYYY-MM-DD. */
  changed?: string;
  /** Whether the text is a legal text, whose English version applies while the translation lags. */
  legal?: boolean;
  /** A fingerprint of the English as it is now, which a review records; absent when there is no translation. */
  english?: string;
  /** Who reviewed the translation, while the review holds. */
  reviewedBy?: string;
}

/** How a page in a language other than the site's own keeps up with its English. */
export interface PageTranslation {
  state: TranslationState;
  /** The latest day the English of an outdated part changed. */
  changed?: string;
  /** Whether the page shows a legal text, whose English version applies, always, over its translation. */
  legal?: boolean;
  /** Whether someone other than its translator reviewed every part of the page's translation as it is. */
  reviewed?: boolean;
  /**
   * Whether what is missing is only entries that are never translated (a post, an audit): the page's
   * own words are translated, and the entries mark their language themselves.
   */
  entries?: boolean;
}

const SEVERITY: Record<TranslationState, number> = { translated: 0, outdated: 1, missing: 2 };

/**
 * A page's translation from the states of the files and entries it shows: missing when any of them
 * is not translated, or when it shows content that is never translated (`untranslated`); outdated
 * when the English of any changed since its translation; translated otherwise.
 */
export function pageTranslation(shown: readonly TranslationStatus[], untranslated: boolean): PageTranslation {
  const states = untranslated ? [...shown, { state: 'missing' as const }] : shown;
  const state = states.reduce<TranslationState>(
    (worst, each) => (SEVERITY[each.state] > SEVERITY[worst] ? each.state : worst),
    'translated',
  );
  if (state === 'translated') {
    // A translated legal text still says which version applies: its reader is owed that while it is current too.
    const legal = states.some((each) => each.legal);
    // Reviewed only when every file the page shows in its language was reviewed as it is.
    const reviewed = states.length > 0 && states.every((each) => each.reviewed);
    return { state, ...(legal && { legal }), ...(reviewed && { reviewed }) };
  }
  const lagging = states.filter((each) => each.state === state);
  const changed = lagging
    .flatMap((each) => each.changed ?? [])
    .sort()
    .at(-1);
  const legal = lagging.some((each) => each.legal);
  const entries = state === 'missing' && !shown.some((each) => each.state === 'missing');
  return { state, ...(changed && { changed }), ...(legal && { legal }), ...(entries && { entries }) };
}
