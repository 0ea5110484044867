import { describe, expect, it } from 'vitest';
import { securityTxt } from './security-txt';

describe('securityTxt', () => {
  it('names the contact, an expiry 364 days after the build, the language and its own address', () => {
    const site = {
      product: 'Test Product',
      email: 'support@masky.example',
      language: 'en',
      siteUrl: 'https://masky.example',
    };
    expect(securityTxt(site, new Date('2025-07-24T10:30:00.123Z'))).toBe(
      [
        '# How to report a security problem in Test Product. Generated from content/site.yaml by the build.',
        'Contact: mailto:support@masky.example',
        'Expires: 2026-07-23T10:30:00Z',
        'Preferred-Languages: en',
        'Canonical: https://masky.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});
