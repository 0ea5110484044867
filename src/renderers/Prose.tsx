import './Prose.css';

/**
 * A markdown body, rendered to HTML at build time (shownBody in shared/markdown.ts). The HTML is trusted
 * because the build made it: it shows any raw HTML an editor writes as text and drops unsafe links,
 * so the browser needs no markdown parser at all. Its links to the site come written for the page it
 * is shown on, relative to it and in its language (ContentByKey in pipeline/content/content-by-key.ts), as
 * every other link of the page is, so it is emitted as it is given.
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
  return (
    <div className={`prose ${className}`.trim()} {...language} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
