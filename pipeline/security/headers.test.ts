import { describe, expect, it } from 'vitest';
import { testSite } from '../../src/test/site';
import { contentSecurityPolicy, editorFrameHeaders, editorHeaders, securityHeaders } from './headers';

const external = { flagSource: 'external', flagBaseUrl: 'https://flagcdn.com/' } as const;
const own = { flagSource: 'site', flagBaseUrl: 'https://flagcdn.com/' } as const;

describe('contentSecurityPolicy', () => {
  it('allows only the site itself, and the flag service while the flags come from it', () => {
    expect(contentSecurityPolicy(external)).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https://flagcdn.com; font-src 'self'; " +
        "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy(own)).toContain("img-src 'self';");
    expect(contentSecurityPolicy(own)).not.toContain('flagcdn');
  });

  it('leaves frame-ancestors out of the form for a meta tag, which cannot hold it', () => {
    expect(contentSecurityPolicy(external, 'meta')).toBe(
      contentSecurityPolicy(external).replace("; frame-ancestors 'none'", ''),
    );
  });

  it('never allows inline or evaluated code', () => {
    expect(contentSecurityPolicy(external)).not.toMatch(/unsafe-|\*|data:/);
  });
});

describe('securityHeaders', () => {
  it('lists the policy, HSTS, the denied features, no referrer and no sniffing', () => {
    const headers = Object.fromEntries(securityHeaders(external).map(({ name, value }) => [name, value]));
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['Permissions-Policy']).toMatch(
      /^accelerometer=\(\), autoplay=\(\), .*, camera=\(\), .*, geolocation=\(\), .*, microphone=\(\), .*, xr-spatial-tracking=\(\)$/,
    );
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('editorFrameHeaders', () => {
  it('are what the hosted editor sends, so the local editor’s server and it are framed alike', () => {
    for (const page of ['editor', 'preview'] as const) {
      const hosted = new Map(
        editorHeaders({ ...external, editing: testSite.editing, siteUrl: testSite.siteUrl }, page).map(
          ({ name, value }) => [name, value],
        ),
      );
      const [policy, frameOptions] = editorFrameHeaders(page);
      expect(hosted.get('Content-Security-Policy')!.split('; ')).toContain(policy.value);
      expect(hosted.get(frameOptions.name)).toBe(frameOptions.value);
    }
    expect(editorFrameHeaders('editor')[0].value).toBe("frame-ancestors 'none'");
    expect(editorFrameHeaders('preview')[0].value).toBe("frame-ancestors 'self'");
  });
});
