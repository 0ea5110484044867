/**
 * A markdown body, rendered to HTML at build time by react-markdown. The HTML is trusted because the
 * build made it: react-markdown escapes any raw HTML an editor writes and drops unsafe links, so the
 * browser needs no markdown parser at all.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
