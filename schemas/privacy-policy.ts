import { BROWSER_STORAGE_KEYS } from '../shared/browser-storage';
import { flagHost } from '../shared/flags';
import type { CheckIssue, EntryCheck } from './collection';
import type { LegalFrontMatter } from './legal';
import type { Site } from './site';

/**
 * Keeps the privacy policy true to what the site does: it must name the external flag service
 * while the server page loads flags from it, stop naming it once the site serves its own flags,
 * and name every key the site keeps in the visitor's browser storage.
 */
export function privacyPolicyIssues(
  site: Pick<Site, 'flagSource' | 'flagBaseUrl'>,
  body: string,
): CheckIssue[] {
  const atBody = (message: string): CheckIssue => ({ path: ['body'], bodyLine: 1, message });
  const issues: CheckIssue[] = [];
  const host = flagHost(site.flagBaseUrl);
  const lines = body.split('\n');
  const hostLine = lines.findIndex((line) => line.includes(host));
  if (site.flagSource === 'external' && hostLine < 0) {
    issues.push(
      atBody(
        `the server page loads flags from ${host} (flagSource: external in content/site.yaml), so the policy must name ${host}: ` +
          `add a sentence saying that it sees visitors' IP addresses, or set flagSource: site to serve the flags from this site`,
      ),
    );
  }
  if (site.flagSource === 'site' && hostLine >= 0) {
    issues.push({
      path: ['body'],
      bodyLine: hostLine + 1,
      bodyColumn: lines[hostLine].indexOf(host) + 1,
      message: `this site serves its own flags (flagSource: site in content/site.yaml), so visitors never reach ${host}: remove the sentence that names it`,
    });
  }
  for (const key of BROWSER_STORAGE_KEYS.filter((name) => !body.includes(name))) {
    issues.push(
      atBody(
        `the site keeps ${key} in visitors' browser storage, so the policy must name it: add a sentence that says what ${key} holds`,
      ),
    );
  }
  return issues;
}

/** The privacy policy's own rule, which reads the site's settings. */
export const privacyPolicyCheck: EntryCheck<LegalFrontMatter> = {
  needs: ['site'],
  run: (policy, { content }) => privacyPolicyIssues(content.site as Site, policy.body ?? ''),
};
