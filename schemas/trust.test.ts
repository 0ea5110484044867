import { describe, expect, it } from 'vitest';
import { trustFileSchema } from './index';

/** The messages of a failed parse of a trust file, each prefixed with its field path. */
function messages(value: unknown): string[] {
  const result = trustFileSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

const FINGERPRINT = '0123456789ABCDEF0123456789ABCDEF01234567';
const key = (fields: Record<string, unknown> = {}) => ({
  purpose: 'canary',
  fingerprint: FINGERPRINT,
  validFrom: '2026-01-01',
  note: 'A key of the test.',
  ...fields,
});

describe('the trust file', () => {
  it('accepts a key with a period, open or closed, and a version 6 fingerprint', () => {
    expect(
      messages({
        keys: [key(), key({ fingerprint: 'AB'.repeat(32), validUntil: '2026-01-01' })],
      }),
    ).toEqual([]);
  });

  it('refuses a fingerprint that is short, spaced or in small letters, saying what to write', () => {
    const spaced = FINGERPRINT.replace(/(.{4})/g, '$1 ')
      .trim()
      .toLowerCase();
    expect(
      messages({ keys: [key({ fingerprint: spaced }), key({ fingerprint: FINGERPRINT.slice(8) })] }),
    ).toEqual([
      `keys.0.fingerprint: write the fingerprint in capitals without spaces, as the check compares it: ${FINGERPRINT}`,
      'keys.1.fingerprint: should be the full fingerprint of the key: 40 letters and digits (64 for a version 6 key), as gpg --with-colons --fingerprint shows it on its fpr line',
    ]);
  });

  it('refuses a period that ends before it begins, a key listed twice for a purpose, and an unknown purpose', () => {
    expect(
      messages({
        keys: [key({ validUntil: '2025-12-31' }), key()],
      }),
    ).toEqual([
      'keys.0.validUntil: 2025-12-31 is before validFrom (2026-01-01); the key would never be valid: correct one of the dates',
      'keys.1.fingerprint: this key is listed for canary already, at keys[0]; list each key once for each purpose, with one period',
    ]);
    expect(messages({ keys: [key({ purpose: 'everything' })] })).toHaveLength(1);
  });
});
