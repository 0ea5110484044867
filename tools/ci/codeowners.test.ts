import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRUST_FILE } from '../../pipeline/content/trust';
import { codeOwnersProblems, ownersOf } from './codeowners';

/**
 * The review rules the repository ships: a change to the keys the build trusts, to the rules
 * themselves or to the CI needs a maintainer's approval once the host enforces CODEOWNERS.
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const CODEOWNERS = read('CODEOWNERS');

/** Every file whose change must wait for a maintainer: the trust file, CODEOWNERS and every CI file. */
const REVIEWED = [
  TRUST_FILE,
  'CODEOWNERS',
  '.gitlab-ci.yml',
  '.github/dependabot.yml',
  ...readdirSync(path.join(root, '.github/workflows')).map((name) => `.github/workflows/${name}`),
];

describe('CODEOWNERS', () => {
  it('gives the trust file, itself and every CI file an owner, and nothing else', () => {
    expect(codeOwnersProblems(CODEOWNERS, REVIEWED)).toEqual([]);
    expect(ownersOf(CODEOWNERS, TRUST_FILE)).toEqual(['@masky-vpn/maintainers']);
    // Content stays the editors': owning it would make every edit wait for a maintainer.
    expect(ownersOf(CODEOWNERS, 'content/canary/signing-key.asc')).toEqual([]);
  });

  it('catches the trust file left without an owner, or freed by a later rule', () => {
    const without = CODEOWNERS.replace(/^\/trust\/ .*\n/m, '');
    expect(without).not.toBe(CODEOWNERS);
    expect(codeOwnersProblems(without, REVIEWED)).toEqual([
      `${TRUST_FILE} has no code owner, so a change to it could be merged without a maintainer's review`,
    ]);
    expect(codeOwnersProblems(`${CODEOWNERS}/trust/keys.yaml\n`, REVIEWED)).toEqual([
      `${TRUST_FILE} has no code owner, so a change to it could be merged without a maintainer's review`,
    ]);
  });

  it('refuses a pattern it cannot read exactly', () => {
    expect(codeOwnersProblems(`${CODEOWNERS}*.yaml @someone\n`, REVIEWED)).toEqual([
      `CODEOWNERS:${CODEOWNERS.split('\n').length}: *.yaml is not a plain path; write the file or folder itself`,
    ]);
  });
});
