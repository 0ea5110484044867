import { describe, expect, it } from 'vitest';
import type { SourceFile } from './load';
import { privacyPolicyProblems } from './privacy-checks';

const policy = (text: string): SourceFile => ({
  file: 'content/legal/privacy-policy.md',
  parsed: {} as SourceFile['parsed'],
  data: {},
  body: { text, line: 12 },
});
const external = { flagSource: 'external', flagBaseUrl: 'https://flagcdn.com/' } as const;
const own = { flagSource: 'site', flagBaseUrl: 'https://flagcdn.com/' } as const;
const storage = 'The guide keeps masky.setup.step in session storage.';

describe('privacyPolicyProblems', () => {
  it('accepts a policy that names the flag service in use and the storage key', () => {
    expect(privacyPolicyProblems(external, policy(`${storage}\nFlags come from flagcdn.com.`))).toEqual([]);
    expect(privacyPolicyProblems(own, policy(storage))).toEqual([]);
  });

  it('asks for the flag service while the flags come from it', () => {
    expect(privacyPolicyProblems(external, policy(storage))).toEqual([
      {
        file: 'content/legal/privacy-policy.md',
        line: 12,
        column: 1,
        path: 'body',
        message:
          "the server page loads flags from flagcdn.com (flagSource: external in content/site.yaml), so the policy must name flagcdn.com: add a sentence saying that it sees visitors' IP addresses, or set flagSource: site to serve the flags from this site",
      },
    ]);
  });

  it('points at the sentence to remove once the site serves its own flags', () => {
    expect(privacyPolicyProblems(own, policy(`${storage}\n\nFlags come from flagcdn.com.`))).toEqual([
      {
        file: 'content/legal/privacy-policy.md',
        line: 14,
        column: 17,
        path: 'body',
        message:
          'this site serves its own flags (flagSource: site in content/site.yaml), so visitors never reach flagcdn.com: remove the sentence that names it',
      },
    ]);
  });

  it('asks for every browser storage key the site uses', () => {
    expect(privacyPolicyProblems(own, policy('We keep nothing.')).map((problem) => problem.message)).toEqual([
      "the site keeps masky.setup.step in visitors' browser storage, so the policy must name it: add a sentence that says what masky.setup.step holds",
    ]);
  });
});
