import { describe, expect, it } from 'vitest';
import type { DiffPart } from '../../schemas';
import { plainWords } from '../../shared/markdown';
import { normalizedWording, sentenceDiff, wordingFingerprint } from './versions';

// Texts of the test's own, written as an editor writes a legal text in markdown.
const TEXT = `
The test keeps no records. It deletes what it is given
at the end of each day.

## 1. What the test keeps

Nothing at all. Ask the test anything.
`;

describe('normalizedWording and wordingFingerprint', () => {
  it('read the same wording whatever its spaces, tabs, line breaks and line wrapping', () => {
    const rewrapped = `The test keeps   no records.\tIt deletes what it is given at the end
of each day.\r\n\r\n\r\n## 1. What the test keeps\r\n\r\nNothing at all.
Ask the test anything.`;
    expect(normalizedWording(rewrapped)).toBe(normalizedWording(TEXT));
    expect(normalizedWording(TEXT)).toBe(
      'The test keeps no records. It deletes what it is given at the end of each day. ## 1. What the test keeps Nothing at all. Ask the test anything.',
    );
    expect(wordingFingerprint(rewrapped)).toBe(wordingFingerprint(TEXT));
  });

  it('read a letter the same whether it is written as one character or as a letter and its accent (NFC)', () => {
    const composed = 'The test’s café keeps no records.';
    const decomposed = 'The test’s cafe\u0301 keeps no records.';
    expect(decomposed).not.toBe(composed);
    expect(normalizedWording(decomposed)).toBe(composed);
    expect(wordingFingerprint(decomposed)).toBe(wordingFingerprint(composed));
  });

  it('tell apart any change of a word or a sign, and write 16 hex digits', () => {
    const fingerprint = wordingFingerprint(TEXT);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(wordingFingerprint(TEXT.replace('no records', 'few records'))).not.toBe(fingerprint);
    expect(wordingFingerprint(TEXT.replace('anything.', 'anything!'))).not.toBe(fingerprint);
    expect(wordingFingerprint(TEXT.replace('## 1.', '### 1.'))).not.toBe(fingerprint);
  });
});

/** A difference written compactly: `=` kept, `+` added, `-` removed, then the sentence as it reads. */
const compact = (parts: DiffPart[]) =>
  parts.map((part) => `${part.added ? '+' : part.removed ? '-' : '='} ${JSON.stringify(part.text)}`);

describe('sentenceDiff', () => {
  const diff = (before: string, after: string) => sentenceDiff(plainWords(before), plainWords(after));

  it('marks the one sentence an editor reworded as removed and added, and keeps every other', () => {
    const after = TEXT.replace('It deletes what it is given', 'It deletes everything it is given');
    expect(compact(diff(TEXT, after))).toEqual([
      '= "The test keeps no records. "',
      '- "It deletes what it is given at the end of each day.\\n"',
      '+ "It deletes everything it is given at the end of each day.\\n"',
      '= "1. What the test keeps\\n"',
      '= "Nothing at all. "',
      '= "Ask the test anything.\\n"',
    ]);
  });

  it('finds no change in a text only wrapped differently', () => {
    const rewrapped = TEXT.replace(
      'It deletes what it is given\nat the end',
      'It deletes what\nit is given at the end',
    );
    expect(diff(TEXT, rewrapped).some((part) => part.added || part.removed)).toBe(false);
  });

  it('keeps a heading apart from the paragraph under it, and its number with its words', () => {
    const after = TEXT.replace('Nothing at all.', 'Nothing, ever.');
    const parts = diff(TEXT, after);
    expect(parts.find((part) => part.text.includes('What the test keeps'))).toEqual({
      text: '1. What the test keeps\n',
    });
    expect(compact(parts.filter((part) => part.added || part.removed))).toEqual([
      '- "Nothing at all. "',
      '+ "Nothing, ever. "',
    ]);
  });

  it('reads the text as a visitor does: the words of links and code, without the marks of markdown', () => {
    const before = 'Write to [the test](mailto:test@example.org) about `test.key`.\n';
    const after = 'Write to [the test](mailto:test@example.org) about **`test.key`** today.\n';
    expect(compact(diff(before, after))).toEqual([
      '- "Write to the test about test.key.\\n"',
      '+ "Write to the test about test.key today.\\n"',
    ]);
  });

  it('sees a new paragraph as added sentences, and a sentence that now ends its paragraph as kept', () => {
    const after = TEXT.replace(' Ask the test anything.', '\n\nAsk the test anything.\n\nThe test is new.');
    expect(compact(diff(TEXT, after)).slice(-3)).toEqual([
      '= "Nothing at all.\\n"',
      '= "Ask the test anything.\\n"',
      '+ "The test is new.\\n"',
    ]);
  });
});
