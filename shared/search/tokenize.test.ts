import { describe, expect, it } from 'vitest';
import { fold } from './fold';
import { passage } from './passage';
import { editDistance, termWeight } from './query';
import { queryTerms, tokenize } from './tokenize';

describe('fold', () => {
  it('writes Arabic yeh and kaf as Persian ی and ک, and Arabic-Indic and Persian digits as 0–9', () => {
    expect(fold('كي')).toBe('کی');
    expect(fold('ى')).toBe('ی');
    expect(fold('۱۲۳ ٤٥٦')).toBe('123 456');
  });

  it('drops tatweel, harakat and the zero-width non-joiner, so both ways of typing a word meet', () => {
    expect(fold('جـــدید')).toBe('جدید');
    expect(fold('مُحَمَّد')).toBe('محمد');
    expect(fold('می‌خواهم')).toBe(fold('میخواهم'));
  });

  it('folds compatibility forms and case, and ё to е', () => {
    expect(fold('ＶＰＮ')).toBe('vpn');
    expect(fold('ЁЛКА')).toBe('елка');
  });
});

describe('tokenize', () => {
  it('gives the same terms for Persian typed with Arabic letters, digits or without the non-joiner', () => {
    expect(queryTerms('ميخواهم ۷ روز')).toEqual(queryTerms('می‌خواهم 7 روز'));
  });

  it('cuts Han text into overlapping pairs, and the index keeps each character too', () => {
    expect(queryTerms('服务器')).toEqual(['服务', '务器']);
    expect(queryTerms('服')).toEqual(['服']);
    expect(tokenize('隐私政策').map((token) => token.term)).toEqual([
      '隐',
      '隐私',
      '私',
      '私政',
      '政',
      '政策',
      '策',
    ]);
  });

  it('keeps where each term came from, for marking it in a passage', () => {
    const [latin, han] = tokenize('VPN 日志');
    expect(latin).toEqual({ term: 'vpn', start: 0, end: 3 });
    expect(han).toEqual({ term: '日', start: 4, end: 5 });
  });

  it('stems Latin words as English and Cyrillic words as Russian', () => {
    expect(queryTerms('servers')).toEqual(queryTerms('server'));
    expect(queryTerms('connecting')).toEqual(queryTerms('connected'));
    expect(queryTerms('серверы')).toEqual(queryTerms('сервера'));
    expect(queryTerms('платежи')).toEqual(queryTerms('платежей'));
  });
});

describe('typos', () => {
  it('forgives one edit from four letters and two from eight, never in Han', () => {
    expect(editDistance('privaci', 'privasi', 2)).toBe(1);
    expect(termWeight('logz', 'logs', false)).toBeGreaterThan(0);
    expect(termWeight('log', 'lag', false)).toBe(0);
    expect(termWeight('encryptoin', 'encryption', false)).toBeGreaterThan(0);
    expect(termWeight('encrypt', 'decrypts', false)).toBe(0);
    expect(termWeight('日志', '日记', false)).toBe(0);
  });

  it('matches the last word typed as the start of longer words', () => {
    expect(termWeight('serv', 'server', true)).toBeGreaterThan(0);
    expect(termWeight('serv', 'server', false)).toBe(0);
  });
});

describe('passage', () => {
  it('marks the matched words where they stand, Han pairs joined into one mark', () => {
    const parts = passage('我们不记录日志。', queryTerms('日志'));
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['日志']);
    const persian = passage('ما هیچ لاگی نگه نمی‌داریم', queryTerms('نمیداریم'));
    expect(persian.filter((part) => part.marked).map((part) => part.text)).toEqual(['نمی‌داریم']);
  });
});
