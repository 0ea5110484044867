import { z } from 'zod';
import type { EntryCheck } from './collection';
import { LANGUAGE_TAG, text } from './shared';

/**
 * The languages of the site. Adding one is content: a line here and its files under
 * `content/translations/<tag>/`. The first language is the one every other translates from; it keeps
 * the site's plain addresses, and each other lives under `/<tag>/`.
 */
export const languageSchema = z.strictObject({
  tag: z
    .string()
    .regex(
      LANGUAGE_TAG,
      'should be a language tag such as fa, ru or zh-Hans (a language, then optionally a script and a region)',
    )
    .describe(
      'The language tag (BCP 47), such as fa or zh-Hans: it names the folder of its translations and begins its pages’ addresses, /fa/.',
    ),
  name: text.describe(
    'The language’s name in its own language, as the language switcher shows it: فارسی, Русский.',
  ),
  englishName: text.describe('The language’s name in English, for the translation status and the editor.'),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?-[A-Z]{2}$/, 'should be a locale such as fa-IR or zh-Hans-CN')
    .describe('How dates and numbers are written in this language, as a locale such as fa-IR.'),
  dir: z
    .enum(['ltr', 'rtl'], {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a writing direction; write ltr (left to right) or rtl (right to left, as Persian and Arabic)`,
    })
    .describe('Which way the language is written: ltr, left to right, or rtl, right to left (Persian).'),
  legalVersion: z
    .enum(['source', 'translation'], {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a version a legal text can bind in; write source (the site's own language's version applies, the default) or translation (this language's own)`,
    })
    .optional()
    .describe(
      "Which version of a legal text applies to readers in this language: source, the site's own language's (the default), or translation, this language's own, once the company's lawyers have made it binding. Its pages say which.",
    ),
});

export const languagesSchema = z
  .array(languageSchema)
  .min(1, 'needs at least one language: the one the site is written in')
  .describe('The languages of the site; the first is the one the others are translated from.');

export type Language = z.output<typeof languageSchema>;

export const languageChecks: readonly EntryCheck<Language[]>[] = [
  {
    needs: ['site'],
    run(languages, { content }) {
      const site = content.site as { language: string };
      // The site's own language is the source of every translation, so it must come first.
      if (languages[0]?.tag === site.language) return [];
      return [
        {
          path: [0, 'tag'],
          message: `the first language should be the site's own, ${site.language} (the language in content/site.yaml), since every other is translated from it`,
        },
      ];
    },
  },
];
