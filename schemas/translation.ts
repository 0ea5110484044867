import { z } from 'zod';

/**
 * What a translated file says about itself, under its `translation:` key: whether a native speaker
 * has reviewed it, and which version of each section of its English file it translates.
 */
export const translationMetaSchema = z
  .strictObject({
    reviewed: z
      .boolean({ error: 'should be true or false: true once a native speaker has reviewed this file' })
      .describe('true once a native speaker has reviewed this translation; false until then.'),
    source: z
      .record(
        z.string(),
        z.string().regex(/^[0-9a-f]{16}$/, 'should be a fingerprint that npm run i18n:record writes'),
      )
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
  /** Whether a native speaker has reviewed it; absent when there is no translation. */
  reviewed?: boolean;
  /** For an outdated translation: the English sections that changed since it was made. */
  sections?: string[];
  /** For an outdated translation: the day the English last changed, YYYY-MM-DD. */
  changed?: string;
  /** Whether the text is a legal text, whose English version applies while the translation lags. */
  legal?: boolean;
}
