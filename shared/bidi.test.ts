import { describe, expect, it } from 'vitest';
import { isolateLeftToRight, markRightToLeft } from './bidi';

const LRI = '\u2066';
const PDI = '\u2069';
const RLM = '\u200f';
const ltr = (text: string) => `${LRI}${text}${PDI}`;

describe('isolateLeftToRight', () => {
  it('isolates each name of a list joined by the Persian comma, so the list reads from the right', () => {
    expect(isolateLeftToRight('با Alpha، Beta و Gamma')).toBe(
      `با ${ltr('Alpha')}، ${ltr('Beta')} و ${ltr('Gamma')}`,
    );
  });

  it('keeps a name, a number with its sign, an address and a file name whole, with their signs', () => {
    expect(isolateLeftToRight('نسخه Acme VPN 4.1 با +1 555 0199 و help@example.test و (.txt) و 50%')).toBe(
      `نسخه ${ltr('Acme VPN 4.1')} با ${ltr('+1 555 0199')} و ${ltr('help@example.test')} و (${ltr('.txt')}) و ${ltr('50%')}`,
    );
  });

  it('keeps a year and a name apart, and leaves the page’s own digits and isolated text alone', () => {
    expect(isolateLeftToRight('© 2024 Acme. ۷ روز \u2068Beta\u2069')).toBe(
      `© ${ltr('2024')} ${ltr('Acme')}. ۷ روز \u2068Beta\u2069`,
    );
  });

  it('leaves a left-to-right text as it is', () => {
    expect(isolateLeftToRight('Pay with BTC, ETH or $Coin.')).toBe('Pay with BTC, ETH or $Coin.');
  });
});

describe('markRightToLeft', () => {
  it('starts a right-to-left text that opens with a left-to-right name with a right-to-left mark', () => {
    expect(markRightToLeft('Acme VPN: وبلاگ')).toBe(`${RLM}Acme VPN: وبلاگ`);
    expect(markRightToLeft('وبلاگ | Acme VPN')).toBe('وبلاگ | Acme VPN');
    expect(markRightToLeft('Acme VPN: Blog')).toBe('Acme VPN: Blog');
  });
});
