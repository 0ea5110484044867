import './Prose.css';

/**
 * A markdown body, rendered to HTML at build time (pipeline/content/markdown.ts). The HTML is trusted
 * because the build made it: it shows any raw HTML an editor writes as text and drops unsafe links,
 * so the browser needs no markdown parser at all.
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
