import type { AnchorHTMLAttributes } from 'react';
import { useLocalize } from '../lib/locale';

/**
 * A link to one of the site's pages, in the language of the page it is on (/about becomes /fa/about
 * on a Persian page). A plain link: every page is a document of its own, and moving between pages is
 * an ordinary page load. Islands, which run without the layout, are given their addresses instead.
 */
export function InternalLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...rest} href={useLocalize()(to)} />;
}
