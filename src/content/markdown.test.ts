import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const html = (markdown: string) => renderMarkdown(markdown).html;

describe('renderMarkdown', () => {
  it('shows raw HTML as text, headings included', () => {
    expect(html('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(renderMarkdown('## Safe <b>words</b>')).toEqual({
      html: '<h2 id="safe-bwordsb">Safe &lt;b&gt;words&lt;/b&gt;</h2>',
      headings: [{ depth: 2, id: 'safe-bwordsb', text: 'Safe <b>words</b>' }],
    });
  });

  it('drops script, data and protocol-relative addresses but keeps the words', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', 'vbscript:x', 'data:text/html,x', '//evil.example/', 'irc://chat.example/']) {
      expect(html(`[words](${url})`), url).toBe('<p><a>words</a></p>');
    }
  });

  it('opens links that leave the site without telling where the visitor came from', () => {
    expect(html('[site](/about) [part](#faq) [web](https://masky.example) [mail](mailto:a@masky.example)')).toBe(
      '<p><a href="/about">site</a> <a href="#faq">part</a> ' +
        '<a href="https://masky.example" rel="noopener noreferrer">web</a> ' +
        '<a href="mailto:a@masky.example" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it('loads the site’s own images lazily and shows any other image as its words', () => {
    expect(html('![Masky](/mascot.svg)')).toBe('<p><img src="/mascot.svg" alt="Masky" loading="lazy" decoding="async"/></p>');
    expect(html('![pixel](https://tracker.example/p.png)')).toBe('<p>pixel</p>');
    expect(html('![bad](javascript:alert(1))')).toBe('<p>bad</p>');
  });
});
