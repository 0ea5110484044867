import { describe, expect, it } from 'vitest';
import { checkPage, describeFault } from './check';
import { paragraphsOf } from './layout';

const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';
const RLM = '\u200f';

/** A right-to-left page with this head and body. */
const page = (body: string, head = '<title>صفحه</title>') =>
  `<!doctype html><html lang="fa" dir="rtl"><head>${head}</head><body>${body}</body></html>`;

/**
 * Each fault of the issue, written the way the site wrote it (broken) and the way the markup now
 * says the direction (fixed): the check finds the first and passes the second.
 */
const FAULTS: { fault: string; broken: string; fixed: string; kind: string; text: string; shown?: string }[] =
  [
    {
      fault: 'a phone number, its sign moved to the end',
      broken: page('<dl><dt>تلفن</dt><dd><a href="tel:+15550199">+1\u00a0555\u00a00199</a></dd></dl>'),
      fixed: page(
        '<dl><dt>تلفن</dt><dd><a href="tel:+15550199" dir="ltr">+1\u00a0555\u00a00199</a></dd></dl>',
      ),
      kind: 'order',
      text: '+1\u00a0555\u00a00199',
      shown: '1\u00a0555\u00a00199+',
    },
    {
      fault: 'a $ name, its sign moved to the end',
      broken: page('<header><a href="/token">سکه $Coin</a></header>'),
      fixed: page(`<header><a href="/token">سکه ${LRI}$Coin${PDI}</a></header>`),
      kind: 'order',
      text: '$Coin',
      shown: 'Coin$',
    },
    {
      fault: 'an English sentence, its full stop moved to the start',
      broken: page('<ul><li>We have not seen any letters.</li></ul>'),
      fixed: page('<ul lang="en" dir="ltr"><li>We have not seen any letters.</li></ul>'),
      kind: 'order',
      text: 'We have not seen any letters.',
      shown: '.We have not seen any letters',
    },
    {
      fault: 'a file name, its dot moved to the end',
      broken: page('<ul><li><a href="/s.txt">بیانیه (.txt)</a></li></ul>'),
      fixed: page('<ul><li><a href="/s.txt">بیانیه (<bdi dir="ltr">.txt</bdi>)</a></li></ul>'),
      kind: 'order',
      text: '.txt',
      shown: 'txt.',
    },
    {
      fault: 'an English change note of a legal text',
      broken: page('<ol><li><time>۱ تیر</time><p>Rewrote section two.</p></li></ol>'),
      fixed: page('<ol><li><time>۱ تیر</time><p lang="en" dir="ltr">Rewrote section two.</p></li></ol>'),
      kind: 'order',
      text: 'Rewrote section two.',
      shown: '.Rewrote section two',
    },
    {
      fault: 'a list of Latin names joined by the Persian comma',
      broken: page('<p>با Alpha، Beta و Gamma کار می‌کند.</p>'),
      fixed: page(`<p>با ${LRI}Alpha${PDI}، ${LRI}Beta${PDI} و ${LRI}Gamma${PDI} کار می‌کند.</p>`),
      kind: 'list',
      text: 'Alpha، Beta',
      shown: 'Alpha، Beta',
    },
    {
      fault: 'a title that starts with a left-to-right name',
      broken: page('<p>متن</p>', '<title>Acme VPN: وی‌پی‌ان خصوصی</title>'),
      fixed: page('<p>متن</p>', `<title>${RLM}${FSI}Acme VPN${PDI}: وی‌پی‌ان خصوصی</title>`),
      kind: 'direction',
      text: 'Acme VPN: وی‌پی‌ان خصوصی',
    },
    {
      fault: 'a meta description that starts with a left-to-right name',
      broken: page('<p>متن</p>', '<meta name="description" content="Acme VPN از حریم شما محافظت می‌کند." />'),
      fixed: page(
        '<p>متن</p>',
        `<meta name="description" content="${RLM}${FSI}Acme VPN${PDI} از حریم شما محافظت می‌کند." />`,
      ),
      kind: 'direction',
      text: 'Acme VPN از حریم شما محافظت می‌کند.',
    },
    {
      fault: 'a block of the page’s own language marked as English',
      broken: page(
        '<div lang="en" dir="ltr"><p><a href="/blog">همه نوشته‌ها</a></p><p>An English post.</p></div>',
      ),
      fixed: page(
        '<p><a href="/blog">همه نوشته‌ها</a></p><div lang="en" dir="ltr"><p>An English post.</p></div>',
      ),
      kind: 'direction',
      text: 'همه نوشته‌ها',
    },
  ];

describe('the bidirectional check of a page', () => {
  for (const { fault, broken, fixed, kind, text, shown } of FAULTS) {
    it(`finds ${fault}, and passes it once the markup says its direction`, () => {
      expect(checkPage(broken)).toEqual([expect.objectContaining({ kind, text, ...(shown && { shown }) })]);
      expect(checkPage(fixed)).toEqual([]);
    });
  }

  it('says what a reader sees, in words', () => {
    const [fault] = checkPage(FAULTS[0].broken);
    expect(describeFault(fault)).toBe(
      '"+1\u00a0555\u00a00199" is shown as "1\u00a0555\u00a00199+" (left to right on the screen), out of its written order',
    );
  });

  it('leaves alone what the algorithm already lays out in order', () => {
    const fine = page(
      [
        // Names and addresses inside a Persian sentence, and Persian numbers with their own punctuation.
        '<p>به support@example.test یا Acme VPN بنویسید.</p>',
        '<p>Windows 11 و macOS ۱۴ پشتیبانی می‌شوند.</p>',
        '<p>از ۱۴۰۳/۰۵/۰۲ تا ۱۴۰۴/۰۵/۰۲، ۱–۳ روز.</p>',
        // A year and a name side by side are two things, each in order, whichever comes first on the screen.
        '<p>© 2024 Acme VPN. همه حقوق محفوظ است.</p>',
        '<p>Acme VPN</p>',
      ].join(''),
    );
    expect(checkPage(fine)).toEqual([]);
  });

  it('checks only what a browser lays out, each block on its own, as the markup directs', () => {
    const html = page(
      '<nav><a href="/">خانه</a> <bdo dir="ltr">abc</bdo></nav><script>const x = "+1";</script><pre>gpg --verify a.txt\ngpg --import b.asc</pre>',
    );
    expect(paragraphsOf(html).map(({ text, base, where }) => ({ text, base, where }))).toEqual([
      { text: 'صفحه', base: 'auto', where: '<title>' },
      { text: `خانه ${LRI}\u202dabc\u202c${PDI}`, base: 'rtl', where: 'nav' },
      { text: 'gpg --verify a.txt', base: 'rtl', where: 'pre' },
      { text: 'gpg --import b.asc', base: 'rtl', where: 'pre' },
    ]);
  });

  it('leaves a left-to-right page alone, apart from its own blocks marked right to left', () => {
    const english = '<!doctype html><html lang="en" dir="ltr"><head><title>Acme VPN: Blog</title></head>';
    expect(checkPage(`${english}<body><p>Call +1 555 0199.</p></body></html>`)).toEqual([]);
  });
});
