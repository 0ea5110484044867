import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../pipeline/security/headers';
import type { FlagSettings } from '../../shared/flags';
import { describeHeaders, headerReport } from './headers';

const FLAGS: FlagSettings = { flagSource: 'external', flagBaseUrl: 'https://flags.test.example/' };
const asked = securityHeaders(FLAGS);
const sent = (headers: { name: string; value: string }[]) =>
  new Headers(headers.map(({ name, value }) => [name, value]));

describe('the security headers a host sends', () => {
  it('are all there when the host sends the main site’s or the mirror copy’s', () => {
    expect(describeHeaders(headerReport(sent(asked), FLAGS))).toBe(
      `The host sends all ${asked.length} security headers the build asks for.`,
    );
    const mirror = securityHeaders({ ...FLAGS, flagSource: 'site' });
    expect(headerReport(sent(mirror), FLAGS)).toMatchObject({ different: [], missing: [] });
  });

  it('name each header dropped or changed', () => {
    const changed = asked
      .filter(({ name }) => name !== 'Strict-Transport-Security')
      .map((header) => (header.name === 'X-Frame-Options' ? { ...header, value: 'SAMEORIGIN' } : header));
    expect(describeHeaders(headerReport(sent(changed), FLAGS))).toBe(
      `The host sends ${asked.length - 2} of the ${asked.length} security headers the build asks for; sent with another value: X-Frame-Options (SAMEORIGIN); not sent: Strict-Transport-Security.`,
    );
  });

  it('say of a host that sends none that it may be one that cannot, without failing it', () => {
    expect(describeHeaders(headerReport(new Headers({ 'content-type': 'text/html' }), FLAGS))).toBe(
      `The host sends none of the ${asked.length} security headers the build asks for: it may be one that cannot send headers (an IPFS gateway, a storage bucket's website), and each page carries its policy in a meta tag.`,
    );
  });

  it('print a value the host sent so that nothing in it acts on the terminal', () => {
    const changed = asked.map((header) =>
      header.name === 'Referrer-Policy' ? { ...header, value: 'origin\u001b[2J' } : header,
    );
    expect(describeHeaders(headerReport(sent(changed), FLAGS))).toContain(
      'sent with another value: Referrer-Policy (origin\\x1b[2J)',
    );
  });
});
