import { describe, expect, it } from 'vitest';
import { collections } from '../../schemas';
import { VERSION_NOTE_NEEDED } from '../../schemas/editor-messages';
import { wordingFingerprint } from '../content/versions';
import { prepareProposal, problemsForEditor, type ContentBase } from './proposal';

/**
 * A save made ready by the local editor's server: a legal text reworded in the browser is recorded
 * as `npm run legal:record` records it, and what stands in the way is said in the form's words. The
 * texts are fixtures of the test's own, kept where the registry keeps the privacy policy.
 */

const POLICY = `content/${collections.privacyPolicy.file}`;
const ARCHIVE = `content/${collections.privacyPolicy.versions.archive}`;
const FIRST = '\nThe first wording of the test policy.\n';
const SECOND = '\nThe second wording of the test policy.\n';

const policy = (changes: string, body: string) =>
  `---\ntitle: Test policy\nlastUpdated: 2026-02-01\nchanges:\n${changes}---\n${body}`;
const published = `  - date: 2025-01-01\n    text: First published.\n    fingerprint: ${wordingFingerprint(FIRST)}\n`;

/** The policy as published, with its one version in the archive. */
const base: ContentBase = {
  read: (file) =>
    ({ [POLICY]: policy(published, FIRST), [`${ARCHIVE}/2025-01-01.md`]: FIRST })[file] ?? undefined,
  list: (folder) => (folder === ARCHIVE ? [`${ARCHIVE}/2025-01-01.md`] : []),
};

describe('prepareProposal', () => {
  it('records a legal text reworded with a sentence saying what changed, and keeps its archive file', () => {
    const raw = policy(`  - date: 2026-02-01\n    text: Changed the wording.\n${published}`, SECOND);
    expect(prepareProposal([{ path: POLICY, raw }], base)).toEqual({
      files: [
        {
          path: POLICY,
          raw: raw.replace(
            '    text: Changed the wording.\n',
            `    text: Changed the wording.\n    fingerprint: ${wordingFingerprint(SECOND)}\n`,
          ),
        },
        { path: `${ARCHIVE}/2026-02-01.md`, raw: SECOND },
      ],
      deleted: [],
      refusals: [],
    });
  });

  it('refuses a legal text reworded with nothing saying what changed, at What changed', () => {
    const raw = policy(published, SECOND);
    expect(prepareProposal([{ path: POLICY, raw }], base).refusals).toEqual([
      `What changed: ${VERSION_NOTE_NEEDED}`,
    ]);
  });

  it('passes other files as they are, and a legal text whose words did not change', () => {
    const raw = policy(published, FIRST).replace('Test policy', 'Another title');
    const post = { path: './content/blog/hello.md', raw: '---\ntitle: Hello\n---\n' };
    expect(prepareProposal([post, { path: POLICY, raw }], base)).toEqual({
      files: [
        { path: 'content/blog/hello.md', raw: post.raw },
        { path: POLICY, raw },
      ],
      deleted: [],
      refusals: [],
    });
  });
});

describe('problemsForEditor', () => {
  it('tells of a problem with a legal text’s history at What changed, never with a command', () => {
    const at = { line: 12, column: 5 };
    expect(
      problemsForEditor(
        [
          {
            file: POLICY,
            ...at,
            path: 'changes[0]',
            message: 'this change has no recorded version yet: run npm run legal:record',
          },
          { file: `${ARCHIVE}/2026-02-01.md`, ...at, path: '', message: 'matches no change' },
          { file: POLICY, ...at, path: 'title', message: 'is empty: write some text here' },
          { file: 'content/pages/about.md', ...at, path: 'body', message: '/x is not a page of this site' },
        ],
        [POLICY],
      ),
    ).toEqual([
      `What changed: ${VERSION_NOTE_NEEDED}`,
      'Title: is empty: write some text here',
      `${collections.aboutPage.label}, Text: /x is not a page of this site`,
    ]);
  });
});
