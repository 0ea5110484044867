import { describe, expect, it } from 'vitest';
import { auditUrls } from './lighthouse';

describe('auditUrls', () => {
  it('names each failing address once, from console errors and from network findings', () => {
    expect(
      auditUrls({
        score: 0,
        details: {
          items: [
            { sourceLocation: { url: 'https://flagcdn.com/w40/gb.png' } },
            { sourceLocation: { url: 'https://flagcdn.com/w40/gb.png' } },
            { url: 'http://localhost:4330/missing.js' },
          ],
        },
      }),
    ).toEqual(['https://flagcdn.com/w40/gb.png', 'http://localhost:4330/missing.js']);
  });

  it('keeps the line short when many addresses fail', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ url: `https://example.test/${name}` }));
    expect(auditUrls({ score: 0, details: { items } })).toEqual([
      'https://example.test/a',
      'https://example.test/b',
      'https://example.test/c',
      'and 2 more',
    ]);
  });

  it('says nothing for audits without addresses', () => {
    expect(auditUrls({ score: 0.9, displayValue: '1.9 s' })).toEqual([]);
  });
});
