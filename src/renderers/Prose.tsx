import { useContext } from 'react';
import { relativeAddressesInHtml } from '../../shared/paths';
import { PageAddressContext } from '../lib/locale';
import './Prose.css';

/**
 * A markdown body, rendered to HTML at build time (shownBody in shared/markdown.ts). The HTML is trusted
 * because the build made it: it shows any raw HTML an editor writes as text and drops unsafe links,
 * so the browser needs no markdown parser at all. Its links to the site, written from the site's
 * root (/pricing), are written relative to the page it is shown on, as every other link is.
 */
export function Prose({
  html,
  className = '',
  ...language
}: {
  html: string;
  className?: string;
  /** The body's language and direction, when it is not the page's: an English post on a Persian page. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const from = useContext(PageAddressContext);
  const __html = from === undefined ? html : relativeAddressesInHtml(html, from);
  return <div className={`prose ${className}`.trim()} {...language} dangerouslySetInnerHTML={{ __html }} />;
}
