import { describe, expect, it } from 'vitest';
import { foreignPageMessage } from '../../schemas/editor-messages';
import { fetchSiteRefusal } from './access';
import { EDITOR_ADDRESSES } from './pages';

/**
 * What the local editor's server lets through of the requests a browser marks with where they come
 * from (`Sec-Fetch-Site`): everything the editor's own page asks and what a person types, and from
 * a page of another site or port, the opening of the editor's page in a tab, nothing else.
 */

const own = 'http://localhost:5174';
const refused = foreignPageMessage(own);

/** A request as a browser sends it: from `site`, for `url`, with its mode and destination. */
const request = (
  site: string | string[] | undefined,
  url: string,
  options: { mode?: string; dest?: string; method?: string } = {},
) => ({
  method: options.method ?? 'GET',
  url,
  headers: {
    ...(site !== undefined && { 'sec-fetch-site': site }),
    ...(options.mode !== undefined && { 'sec-fetch-mode': options.mode }),
    ...(options.dest !== undefined && { 'sec-fetch-dest': options.dest }),
  },
});

/** A page of another site or port opening an address in a tab of its own, as a link does. */
const opened = (site: string, url: string, method = 'GET') =>
  request(site, url, { mode: 'navigate', dest: 'document', method });

describe('a request a browser marks with where it comes from', () => {
  it('goes on from the editor’s own page, and from an address typed or a bookmark, to any address', () => {
    for (const url of ['/@vite/client', '/src/admin/main.tsx', '/api/v1', '/admin/', '/'])
      for (const site of ['same-origin', 'none']) {
        expect(fetchSiteRefusal(request(site, url, { mode: 'cors', dest: 'empty' }), own)).toBeUndefined();
        expect(fetchSiteRefusal(opened(site, url), own)).toBeUndefined();
      }
  });

  it('is refused from another site or port, whatever it asks for and however', () => {
    const addresses = [
      '/@vite/client',
      '/@fs/etc/passwd',
      '/@id/__x00__virtual:masky/cms',
      '/src/admin/main.tsx',
      '/api/v1',
      '/__open-in-editor?file=package.json',
      '/admin/preview.html',
      '/',
    ];
    const ways = [
      { mode: 'no-cors', dest: 'script' },
      { mode: 'cors', dest: 'script' },
      { mode: 'cors', dest: 'empty' },
      { mode: 'no-cors', dest: 'image' },
      { mode: 'navigate', dest: 'iframe' },
      { mode: 'navigate', dest: 'document' },
    ];
    for (const site of ['cross-site', 'same-site'])
      for (const url of addresses)
        for (const way of ways)
          expect(fetchSiteRefusal(request(site, url, way), own), `${site} ${url} ${way.dest}`).toBe(refused);
  });

  it('opens the editor’s page from another site or port only in a tab of its own', () => {
    for (const url of EDITOR_ADDRESSES) {
      expect(fetchSiteRefusal(opened('cross-site', url), own)).toBeUndefined();
      expect(fetchSiteRefusal(opened('same-site', `${url}?from=elsewhere`), own)).toBeUndefined();
      expect(fetchSiteRefusal(opened('cross-site', url, 'HEAD'), own)).toBeUndefined();
      // In a frame, by a script, or as a form's submission, it is refused.
      expect(fetchSiteRefusal(request('cross-site', url, { mode: 'navigate', dest: 'iframe' }), own)).toBe(
        refused,
      );
      expect(fetchSiteRefusal(request('cross-site', url, { mode: 'no-cors', dest: 'document' }), own)).toBe(
        refused,
      );
      expect(fetchSiteRefusal(request('cross-site', url, { mode: 'navigate' }), own)).toBe(refused);
      expect(fetchSiteRefusal(opened('cross-site', url, 'POST'), own)).toBe(refused);
    }
    // Only the page's own addresses, as they are sent: no other spelling reaches another file.
    for (const url of [
      '/admin/index.html',
      '/ADMIN/',
      '/admin//',
      '/admin/%2e%2e/package.json',
      '/admin/../',
      '//admin/',
    ])
      expect(fetchSiteRefusal(opened('cross-site', url), own), url).toBe(refused);
  });

  it('is refused when it says where it comes from in a way no browser does', () => {
    expect(fetchSiteRefusal(request(['same-origin', 'same-origin'], '/@vite/client'), own)).toBe(refused);
    expect(fetchSiteRefusal(request('same-origin, cross-site', '/@vite/client'), own)).toBe(refused);
    expect(fetchSiteRefusal(request('', '/@vite/client'), own)).toBe(refused);
    expect(fetchSiteRefusal(request('SAME-ORIGIN', '/@vite/client'), own)).toBe(refused);
    const twice = {
      ...opened('cross-site', '/admin/'),
      headers: {
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': ['document', 'document'],
      },
    };
    expect(fetchSiteRefusal(twice, own)).toBe(refused);
  });

  it('goes on to the server’s other checks when no browser marked it, from a program or an old browser', () => {
    expect(fetchSiteRefusal(request(undefined, '/@vite/client'), own)).toBeUndefined();
    expect(fetchSiteRefusal(request(undefined, '/api/v1', { method: 'POST' }), own)).toBeUndefined();
  });

  it('is refused in words that name the editor’s own page', () => {
    expect(fetchSiteRefusal(request('cross-site', '/'), own)).toBe(
      'The editor’s server on this computer answers only its own page, at http://localhost:5174/admin/.',
    );
  });
});
