import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { collections } from '../../schemas';
import { reviewRefusalMessage } from '../../schemas/editor-messages';
import { REVIEW_REQUEST_KEY } from '../../shared/editor-files';
import { splitFrontMatter } from '../../shared/front-matter';
import { sectionFingerprints, translationFingerprint, wholeFingerprint } from '../content/translations';
import { recordReviewRequest, sameIdentity, surelySameIdentity } from './review-request';

/**
 * A review asked for in the browser editor, recorded by whoever saves it: on fixture texts of the
 * about page and its Persian translation, read through the function the save hands it.
 */

const ENGLISH_FILE = `content/${collections.aboutPage.file}`;
const PERSIAN_FILE = `content/translations/fa/${collections.aboutPage.file}`;
const ENGLISH = '---\nheading: About the test\n---\nThe body of the test.\n\n## A part\n\nIts words.\n';
const englishSections = sectionFingerprints({ heading: 'About the test' }, splitFrontMatter(ENGLISH)!.body);
const REVIEWER = 'Reviewer <reviewer@test.example>';
const TRANSLATOR = 'Translator <translator@test.example>';

/** The Persian file, translating the English as it is, with `extra` under its translation key. */
function persian(words = 'درباره‌ی آزمون', extra = ''): string {
  const source = Object.entries(Object.fromEntries(englishSections))
    .map(([name, print]) => `    ${JSON.stringify(name)}: ${print}`)
    .join('\n');
  return `---\ntranslation:\n  reviewed: false\n${extra}  source:\n${source}\nheading: ${words}\n---\nمتن آزمون.\n\n## بخشی\n\nواژه‌هایش.\n`;
}

const request = (english = wholeFingerprint(englishSections)) =>
  `  ${REVIEW_REQUEST_KEY}:\n    english: ${english}\n`;

/** What the save's reader gives: the English, and the translation as it was before the save. */
const reader =
  (before = persian()) =>
  (file: string) =>
    file === ENGLISH_FILE ? ENGLISH : file === PERSIAN_FILE ? before : undefined;

describe('a review asked for in the browser editor', () => {
  it('is recorded with the reviewer and fingerprints of the English and the translation, in place of the request', () => {
    const recorded = recordReviewRequest(
      { path: PERSIAN_FILE, raw: persian(undefined, request()) },
      reader(),
      {
        reviewer: REVIEWER,
        author: TRANSLATOR,
      },
    );
    expect(recorded).toHaveProperty('raw');
    const { frontMatter, body } = splitFrontMatter((recorded as { raw: string }).raw)!;
    const data = parseDocument(frontMatter).toJS() as { translation: Record<string, unknown> };
    expect(data.translation).not.toHaveProperty(REVIEW_REQUEST_KEY);
    expect(data.translation).not.toHaveProperty('reviewed');
    expect(data.translation.review).toEqual({
      by: REVIEWER,
      english: wholeFingerprint(englishSections),
      translation: translationFingerprint(data, body),
    });
    // The words the reviewer read are the translator's, untouched.
    expect(body).toBe(splitFrontMatter(persian())!.body);
  });

  it('leaves a file that asks for no review to the save as it is', () => {
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw: persian() }, reader(), {
        reviewer: REVIEWER,
        author: TRANSLATOR,
      }),
    ).toBeUndefined();
  });

  it('is refused when the reviewer changed the words in the same save', () => {
    const raw = persian('واژه‌های بازبینی', request());
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw }, reader(), { reviewer: REVIEWER, author: TRANSLATOR }),
    ).toEqual({ reason: 'edited' });
  });

  it('is refused when the English changed after the editor showed it', () => {
    const raw = persian(undefined, request('0123456789abcdef'));
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw }, reader(), { reviewer: REVIEWER, author: TRANSLATOR }),
    ).toEqual({ reason: 'englishChanged' });
  });

  it('is refused to the translation’s own author, and while who wrote it is not known', () => {
    const raw = persian(undefined, request());
    const own = { reviewer: 'Same Person <translator@test.example>', author: TRANSLATOR };
    expect(recordReviewRequest({ path: PERSIAN_FILE, raw }, reader(), own)).toEqual({
      reason: 'own',
      reviewer: own.reviewer,
    });
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw }, reader(), { reviewer: REVIEWER, author: undefined }),
    ).toEqual({
      reason: 'uncommitted',
    });
  });

  it('is refused while the translation is behind its English, naming the sections', () => {
    const behind = persian(undefined, request()).replace(englishSections.get('heading')!, '0000000000000000');
    const recorded = recordReviewRequest({ path: PERSIAN_FILE, raw: behind }, reader(behind), {
      reviewer: REVIEWER,
      author: TRANSLATOR,
    });
    expect(recorded).toEqual({ reason: 'behind', sections: ['heading'] });
    expect(reviewRefusalMessage('behind', { sections: ['heading'] })).toBe(
      'Review: the English changed since this translation was made (heading), so it cannot be reviewed yet: bring the translation up to date first',
    );
  });

  it('is refused in a file that translates nothing', () => {
    const raw = persian(undefined, request());
    expect(
      recordReviewRequest({ path: 'content/translations/fa/pages/nowhere.md', raw }, reader(), {
        reviewer: REVIEWER,
        author: TRANSLATOR,
      }),
    ).toEqual({ reason: 'notTranslation' });
  });
});

describe('telling who reviewed', () => {
  it('takes two identities for one person, so no translator reviews their own words, when anything says so', () => {
    expect(sameIdentity('A <a@test.example>', 'Another name <A@test.example>')).toBe(true);
    expect(sameIdentity('A <a@test.example>', 'a <b@test.example>')).toBe(true);
    expect(sameIdentity('octocat', 'The Cat <1234+octocat@users.noreply.github.com>')).toBe(true);
    expect(sameIdentity('octocat', 'The Cat <octocat@mail.test.example>')).toBe(true);
    expect(sameIdentity('A <a@test.example>', 'B <b@test.example>')).toBe(false);
    expect(sameIdentity('octocat', 'The Cat <1234+octocat2@users.noreply.github.com>')).toBe(false);
  });

  it('accepts a record in a reviewer’s name only when it is surely theirs', () => {
    expect(surelySameIdentity('Reviewer <r@test.example>', 'Someone <R@test.example>')).toBe(true);
    expect(surelySameIdentity('octocat', 'octocat')).toBe(true);
    expect(surelySameIdentity('The Cat <1234+octocat@users.noreply.github.com>', 'octocat')).toBe(true);
    expect(surelySameIdentity('The Cat <1234-octocat@users.noreply.gitlab.com>', 'octocat')).toBe(true);
    // A name, or an address of any other domain, is anyone's to write.
    expect(surelySameIdentity('octocat <octocat@elsewhere.example>', 'octocat')).toBe(false);
    expect(surelySameIdentity('Reviewer <other@test.example>', 'Reviewer <r@test.example>')).toBe(false);
    expect(surelySameIdentity('octocat', 'Octo Cat <o@test.example>')).toBe(false);
  });
});

describe('a review record the change writes some other way', () => {
  const record = (by: string, translation?: string) => {
    const text = persian();
    const words = translationFingerprint(
      parseDocument(splitFrontMatter(text)!.frontMatter).toJS(),
      splitFrontMatter(text)!.body,
    );
    return persian(
      undefined,
      `  review:\n    by: ${by}\n    english: ${wholeFingerprint(englishSections)}\n    translation: ${translation ?? words}\n`,
    );
  };

  it('stands when it names the reviewer and holds what the recorder would write', () => {
    const raw = record(REVIEWER);
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw }, reader(), { reviewer: REVIEWER, author: TRANSLATOR }),
    ).toEqual({
      raw,
    });
  });

  it('is refused when it names someone else, or fingerprints the recorder would not write', () => {
    const who = { reviewer: 'Someone else <else@test.example>', author: TRANSLATOR };
    expect(recordReviewRequest({ path: PERSIAN_FILE, raw: record(REVIEWER) }, reader(), who)).toEqual({
      reason: 'notRecorded',
    });
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw: record(REVIEWER, '0123456789abcdef') }, reader(), {
        reviewer: REVIEWER,
        author: TRANSLATOR,
      }),
    ).toEqual({ reason: 'notRecorded' });
  });

  it('is refused, like a request, when the change also moves the record of its English', () => {
    const moved = persian(undefined, request()).replace(englishSections.get('heading')!, '0000000000000000');
    expect(
      recordReviewRequest({ path: PERSIAN_FILE, raw: moved }, reader(), {
        reviewer: REVIEWER,
        author: TRANSLATOR,
      }),
    ).toEqual({
      reason: 'edited',
    });
  });
});
