import type { Site } from '../../schemas';
import { BROWSER_STORAGE_KEYS } from '../lib/browser-storage';
import type { SourceFile } from './load';
import type { Problem } from './problem';

/**
 * Keeps the privacy policy true to what the site does: it must name the external flag service
 * while the server page loads flags from it, stop naming it once the site serves its own flags,
 * and name every key the site keeps in the visitor's browser storage.
 */
export function privacyPolicyProblems(
  site: Pick<Site, 'flagSource' | 'flagBaseUrl'>,
  policy: SourceFile,
): Problem[] {
  const body = policy.body ?? { text: '', line: 1 };
  const atBody = (message: string): Problem => ({
    file: policy.file,
    line: body.line,
    column: 1,
    path: 'body',
    message,
  });
  const problems: Problem[] = [];
  const flagHost = new URL(site.flagBaseUrl).host;
  const hostLine = body.text.split('\n').findIndex((line) => line.includes(flagHost));
  if (site.flagSource === 'external' && hostLine < 0) {
    problems.push(
      atBody(
        `the server page loads flags from ${flagHost} (flagSource: external in content/site.yaml), so the policy must name ${flagHost}: ` +
          `add a sentence saying that it sees visitors' IP addresses, or set flagSource: site to serve the flags from this site`,
      ),
    );
  }
  if (site.flagSource === 'site' && hostLine >= 0) {
    problems.push({
      file: policy.file,
      line: body.line + hostLine,
      column: body.text.split('\n')[hostLine].indexOf(flagHost) + 1,
      path: 'body',
      message: `this site serves its own flags (flagSource: site in content/site.yaml), so visitors never reach ${flagHost}: remove the sentence that names it`,
    });
  }
  for (const key of BROWSER_STORAGE_KEYS.filter((name) => !body.text.includes(name))) {
    problems.push(
      atBody(`the site keeps ${key} in visitors' browser storage, so the policy must name it: add a sentence that says what ${key} holds`),
    );
  }
  return problems;
}
