import type { AnchorHTMLAttributes } from 'react';
import { useLocalize, useSiteAddress } from '../lib/locale';

/**
 * A link to one of the site's pages, in the language of the page it is on (/about becomes /fa/about
 * on a Persian page). A plain link: every page is a document of its own, and moving between pages is
 * an ordinary page load. Islands, which run without the layout, are given their addresses instead.
 */
export function InternalLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...rest} href={useLocalize()(to)} />;
}

/**
 * A link to a file of the site (/transparency.csv, a signed statement) or to anywhere else: an address
 * from the site's root is written relative to the page, as every link to the site is; it is not
 * moved under the page's language, since files are the same in every language.
 */
export function SiteFileLink({ href, ...rest }: { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...rest} href={useSiteAddress()(href)} />;
}
