import type { FlagSettings } from '../../shared/flags';
import { printable } from '../../pipeline/content/problem';
import { securityHeaders } from '../../pipeline/security/headers';

/**
 * Which of the security headers the build asks its hosts for (`securityHeaders`) a copy's host sends
 * with its home page. A mirror's host may not be able to send headers at all (an IPFS gateway, a
 * storage bucket's website), and the pages carry their policy in a meta tag for that case, so this
 * is reported, never failed; but a reader or maintainer should know that a host dropped them.
 */
export interface HeaderReport {
  /** How many headers the build asks for. */
  asked: number;
  /** The headers sent as the build asks. */
  sent: string[];
  /** The headers sent with another value, with the value sent. */
  different: { name: string; value: string }[];
  /** The headers not sent at all. */
  missing: string[];
}

/**
 * Compares the headers a host sent with those the build asks for. The Content Security Policy names
 * the flag service on the main site and no other host on the mirrors' and the onion's copy, so either
 * of the two counts as the build's.
 */
export function headerReport(received: Headers, flags: FlagSettings): HeaderReport {
  const builds = [securityHeaders(flags), securityHeaders({ ...flags, flagSource: 'site' })];
  const asked = new Map<string, Set<string>>();
  for (const headers of builds)
    for (const { name, value } of headers) asked.set(name, (asked.get(name) ?? new Set()).add(value));
  const report: HeaderReport = { asked: asked.size, sent: [], different: [], missing: [] };
  for (const [name, values] of asked) {
    const value = received.get(name);
    if (value === null) report.missing.push(name);
    else if (values.has(value.trim())) report.sent.push(name);
    else report.different.push({ name, value });
  }
  return report;
}

/** The report in one sentence, for verify-site to print. */
export function describeHeaders(report: HeaderReport): string {
  const { asked, sent, different, missing } = report;
  if (sent.length === asked) return `The host sends all ${asked} security headers the build asks for.`;
  if (sent.length === 0 && different.length === 0)
    return `The host sends none of the ${asked} security headers the build asks for: it may be one that cannot send headers (an IPFS gateway, a storage bucket's website), and each page carries its policy in a meta tag.`;
  const parts = [
    ...(different.length > 0
      ? [
          // The value is the host's: printed so that nothing in it acts on the terminal.
          `sent with another value: ${different.map(({ name, value }) => `${name} (${printable(value)})`).join(', ')}`,
        ]
      : []),
    ...(missing.length > 0 ? [`not sent: ${missing.join(', ')}`] : []),
  ];
  return `The host sends ${sent.length} of the ${asked} security headers the build asks for; ${parts.join('; ')}.`;
}

/** The headers the host at `base` sends with the copy's home page, or why none could be read. */
export async function homeHeaders(base: string, timeoutMs = 30_000): Promise<Headers | string> {
  try {
    const response = await fetch(new URL(base.endsWith('/') ? base : `${base}/`), {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.headers;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
  }
}
