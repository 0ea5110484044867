// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../schemas';
import { PageAddressContext } from '../lib/locale';
import { renderWithRouter } from '../test/render';
import { testSite as site } from '../test/site';
import { TranslationNotice } from './TranslationNotice';

const english: Language = { tag: 'en', name: 'English', englishName: 'English', locale: 'en-US', dir: 'ltr' };
const persian: Language = { tag: 'fa', name: 'فارسی', englishName: 'Persian', locale: 'fa-IR', dir: 'rtl' };

/** The notice of a page not yet translated, drawn as the page at `from` draws it. */
function notice(from: string) {
  renderWithRouter(
    <PageAddressContext.Provider value={from}>
      <TranslationNotice translation={{ state: 'missing' }} site={site} current={persian} source={english} />
    </PageAddressContext.Provider>,
    '/blog/a-post',
  );
  return screen.getByRole('link', { name: site.languages.sourceLink });
}

describe('TranslationNotice', () => {
  it('links a page not yet translated to its English, relative to the page on a host', () => {
    expect(notice('/fa/blog/a-post')).toHaveAttribute('href', '../../../blog/a-post/');
  });

  it('links it where the site is published from an offline copy, which holds no English page', () => {
    expect(notice('/fa/blog/a-post/index.html')).toHaveAttribute('href', `${site.siteUrl}/blog/a-post`);
  });

  it('says on a legal text translated in full which version applies: the English, or the translation where it binds', () => {
    const legal = (current: Language) => {
      const { unmount } = renderWithRouter(
        <TranslationNotice
          translation={{ state: 'translated', legal: true }}
          site={site}
          current={current}
          source={english}
        />,
        '/fa/privacy',
      );
      const text = document.querySelector('[data-translation-notice="translated"]')?.textContent;
      unmount();
      return text;
    };
    expect(legal(persian)).toContain(site.languages.legalPrevails);
    expect(legal({ ...persian, legalVersion: 'source' })).toContain(site.languages.legalPrevails);
    expect(legal({ ...persian, legalVersion: 'translation' })).toContain(site.languages.legalBinds);
  });
});
