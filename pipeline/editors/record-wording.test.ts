import { describe, expect, it } from 'vitest';
import { recordedFingerprints, recordWording } from './record-version';
import { wordingFingerprint } from '../content/versions';

/**
 * Recording a guarded text's wording as a proposed change goes through review: the editor's branch
 * may be recorded, edited again and recorded again before it is published, and each time the
 * published versions stay as they are. Texts here are fixtures of the test's own.
 */

const FIRST = 'The first wording of the test text.\n';
const SECOND = 'The second wording of the test text.\n';
const THIRD = 'The third wording of the test text, edited again.\n';
const ARCHIVE = 'content/legal/versions/test';

function text(changes: string, body: string): string {
  return `---\ntitle: Test text\nlastUpdated: 2026-02-01\nchanges:\n${changes}---\n${body}`;
}

const published = `  - date: 2025-01-01\n    text: First published.\n    fingerprint: ${wordingFingerprint(`\n${FIRST}`)}\n`;
const archive = new Map([['2025-01-01', `\n${FIRST}`]]);

describe('recordWording', () => {
  it('records a new change once: its fingerprint under its sentence, its wording in the archive', () => {
    const source = text(`  - date: 2026-02-01\n    text: Changed the wording.\n${published}`, `\n${SECOND}`);
    const recording = recordWording(source, archive, ARCHIVE);
    expect(recording).toEqual({
      recorded: true,
      current: false,
      message: `records the version of 2026-02-01: its fingerprint is in the change, and its wording in ${ARCHIVE}/2026-02-01.md`,
      source: source.replace(
        '    text: Changed the wording.\n',
        `    text: Changed the wording.\n    fingerprint: ${wordingFingerprint(SECOND)}\n`,
      ),
      archived: { name: '2026-02-01', text: `\n${SECOND}` },
      superseded: [],
    });
  });

  it('records a proposal again when its wording moved on, replacing the archive file it wrote', () => {
    const proposal = (body: string, fingerprint: string) =>
      text(
        `  - date: 2026-02-01\n    text: Changed the wording.\n    fingerprint: ${fingerprint}\n${published}`,
        body,
      );
    const before = proposal(`\n${THIRD}`, wordingFingerprint(SECOND));
    const branchArchive = new Map([...archive, ['2026-02-01', `\n${SECOND}`]]);
    const base = recordedFingerprints(text(published, `\n${FIRST}`));
    const recording = recordWording(before, branchArchive, ARCHIVE, base);
    expect(recording.recorded).toBe(true);
    expect(recording.source).toBe(proposal(`\n${THIRD}`, wordingFingerprint(THIRD)));
    expect(recording.superseded).toEqual(['2026-02-01']);
    expect(recording.archived).toEqual({ name: '2026-02-01', text: `\n${THIRD}` });
    // Without the base, that fingerprint counts as published, and is never rewritten.
    expect(recordWording(before, branchArchive, ARCHIVE).recorded).toBe(false);
    // Recorded, it is left as it is.
    const again = recordWording(
      recording.source,
      new Map([...archive, ['2026-02-01', `\n${THIRD}`]]),
      ARCHIVE,
      base,
    );
    expect(again).toMatchObject({
      recorded: false,
      current: true,
      message: 'is recorded already: its wording is the version of 2026-02-01',
    });
  });

  it('makes two changes of one proposal one version, their sentences joined oldest first', () => {
    const source = text(
      `  - date: 2026-02-03\n    text: Fixed a word.\n  - date: 2026-02-01\n    text: Changed the wording.\n    fingerprint: ${wordingFingerprint(SECOND)}\n${published}`,
      `\n${THIRD}`,
    );
    const base = recordedFingerprints(text(published, `\n${FIRST}`));
    const recording = recordWording(
      source,
      new Map([...archive, ['2026-02-01', `\n${SECOND}`]]),
      ARCHIVE,
      base,
    );
    expect(recording.source).toBe(
      text(
        `  - date: 2026-02-03\n    text: Changed the wording. Fixed a word.\n    fingerprint: ${wordingFingerprint(THIRD)}\n${published}`,
        `\n${THIRD}`,
      ),
    );
    expect(recording.superseded).toEqual(['2026-02-01']);
    expect(recording.archived?.name).toBe('2026-02-03');
  });

  it('names a second version of one day after the first', () => {
    const source = text(`  - date: 2025-01-01\n    text: Corrected a word.\n${published}`, `\n${SECOND}`);
    expect(recordWording(source, archive, ARCHIVE).archived?.name).toBe('2025-01-01-2');
  });
});
