import { describe, expect, it } from 'vitest';
import { privacyPolicyIssues } from './privacy-policy';

const external = { flagSource: 'external', flagBaseUrl: 'https://flagcdn.com/' } as const;
const own = { flagSource: 'site', flagBaseUrl: 'https://flagcdn.com/' } as const;
const storage = 'The guide keeps masky.setup.step in session storage.';

describe('privacyPolicyIssues', () => {
  it('accepts a policy that names the flag service in use and the storage key', () => {
    expect(privacyPolicyIssues(external, `${storage}\nFlags come from flagcdn.com.`)).toEqual([]);
    expect(privacyPolicyIssues(own, storage)).toEqual([]);
  });

  it('asks for the flag service while the flags come from it', () => {
    expect(privacyPolicyIssues(external, storage)).toEqual([
      {
        path: ['body'],
        bodyLine: 1,
        message:
          "the server page loads flags from flagcdn.com (flagSource: external in content/site.yaml), so the policy must name flagcdn.com: add a sentence saying that it sees visitors' IP addresses, or set flagSource: site to serve the flags from this site",
      },
    ]);
  });

  it('points at the sentence to remove once the site serves its own flags', () => {
    expect(privacyPolicyIssues(own, `${storage}\n\nFlags come from flagcdn.com.`)).toEqual([
      {
        path: ['body'],
        bodyLine: 3,
        bodyColumn: 17,
        message:
          'this site serves its own flags (flagSource: site in content/site.yaml), so visitors never reach flagcdn.com: remove the sentence that names it',
      },
    ]);
  });

  it('asks for every browser storage key the site uses', () => {
    expect(privacyPolicyIssues(own, 'We keep nothing.').map((issue) => issue.message)).toEqual([
      "the site keeps masky.setup.step in visitors' browser storage, so the policy must name it: add a sentence that says what masky.setup.step holds",
    ]);
  });
});
