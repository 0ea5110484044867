import './Prose.css';

/**
 * A markdown body, rendered to HTML at build time (pipeline/content/markdown.ts). The HTML is trusted
 * because the build made it: it shows any raw HTML an editor writes as text and drops unsafe links,
 * so the browser needs no markdown parser at all.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
