import { InternalLink } from '../ui/InternalLink';
import type { AuditsPage, ListItem } from '../../schemas';
import { severityCounts, SEVERITIES, type Severity } from '../../schemas/audit-findings';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { CardGrid } from '../ui/CardGrid';
import './AuditList.css';

/**
 * A finding's severity as a word on a tinted label. The word carries the meaning; the tint only
 * repeats it, so nobody needs to tell colours apart.
 */
export function SeverityLabel({ severity, words }: { severity: Severity; words: AuditsPage['severities'] }) {
  return <span className={`severity severity--${severity}`}>{words[severity]}</span>;
}

/** How many findings an audit has of each severity, worst first, zeros included, as a labelled list. */
export function SeverityCounts({
  findings,
  copy,
}: {
  findings: readonly { severity: Severity }[];
  copy: Pick<AuditsPage, 'countsLabel' | 'severities'>;
}) {
  const counts = severityCounts(findings);
  return (
    <ul className="severity-counts" aria-label={copy.countsLabel}>
      {SEVERITIES.map((severity) => (
        <li key={severity} className={counts[severity] === 0 ? 'severity-counts__none' : undefined}>
          <SeverityLabel severity={severity} words={copy.severities} />{' '}
          <span className="severity-counts__number">{counts[severity]}</span>
        </li>
      ))}
    </ul>
  );
}

/** The published audits as cards, newest first: title, auditor, day, summary and counts by severity. */
export function AuditList({
  audits,
  copy,
  locale,
}: {
  audits: ListItem<'audits'>[];
  copy: Pick<AuditsPage, 'empty' | 'auditedBy' | 'published' | 'readMore' | 'countsLabel' | 'severities'>;
  locale: string;
}) {
  // Entries are written in the site's own language and never translated; the list's own words are.
  const english = useSourceLanguage();
  if (audits.length === 0) return <p>{copy.empty}</p>;
  return (
    <CardGrid className="audit-list">
      {audits.map((audit) => (
        <li key={audit.id} className="card audit-card">
          <article aria-labelledby={`audit-${audit.id}`}>
            <p className="audit-card__meta">
              <time dateTime={audit.dates.published}>
                {fillPlaceholders(copy.published, { date: formatDate(audit.dates.published, locale) })}
              </time>
            </p>
            <h2 id={`audit-${audit.id}`} className="card-grid__title" {...english}>
              <InternalLink to={audit.url}>{audit.title}</InternalLink>
            </h2>
            <p className="audit-card__auditor">
              {fillPlaceholders(copy.auditedBy, { auditor: audit.auditor.name })}
            </p>
            <p {...english}>{audit.summary}</p>
            <SeverityCounts findings={audit.findings} copy={copy} />
            <InternalLink className="read-more" to={audit.url}>
              {copy.readMore} <span className="visually-hidden">{audit.title}</span>
            </InternalLink>
          </article>
        </li>
      ))}
    </CardGrid>
  );
}
