import type { AuditsPage, EntryPage } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { BackLink } from '../ui/BackLink';
import { Ltr } from '../ui/Ltr';
import { SeverityCounts, SeverityLabel } from './AuditList';
import { Prose } from './Prose';
import './AuditReport.css';
import { DataTable } from '../ui/DataTable';

/** The audit's findings as a table: one row a finding, its id heading the row. */
function FindingsTable({
  findings,
  copy,
}: {
  findings: EntryPage<'audits'>['entry']['findings'];
  copy: Pick<AuditsPage, 'findings' | 'severities' | 'statuses'>;
}) {
  // An audit is written in the site's own language and never translated; the page's own words are.
  const english = useSourceLanguage();
  const { columns } = copy.findings;
  if (findings.length === 0) return <p>{copy.findings.none}</p>;
  return (
    <DataTable id="findings-caption" caption={copy.findings.caption} className="findings__table">
      <thead>
        <tr>
          <th scope="col">{columns.id}</th>
          <th scope="col">{columns.severity}</th>
          <th scope="col">{columns.title}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.fixedIn}</th>
        </tr>
      </thead>
      <tbody>
        {findings.map((finding) => (
          <tr key={finding.id}>
            <th scope="row" className="findings__id" dir="ltr">
              {finding.id}
            </th>
            <td>
              <SeverityLabel severity={finding.severity} words={copy.severities} />
            </td>
            <td {...english}>{finding.title}</td>
            <td className={`findings__status findings__status--${finding.status}`}>
              {copy.statuses[finding.status]}
            </td>
            <td
              className={finding.fixedIn ? 'findings__version' : 'findings__version findings__version--none'}
            >
              {finding.fixedIn ? <Ltr>{finding.fixedIn}</Ltr> : copy.findings.notFixed}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * One audit on its own page: the summary body, the facts (auditor, days, scope, the full report)
 * and every finding, counted by severity and then listed in a table.
 */
export function AuditReport({
  page,
  copy,
  locale,
}: {
  page: EntryPage<'audits'>;
  copy: Pick<
    AuditsPage,
    'backLink' | 'published' | 'facts' | 'findings' | 'countsLabel' | 'severities' | 'statuses'
  >;
  locale: string;
}) {
  // An audit is written in the site's own language and never translated; the page's own words are.
  const english = useSourceLanguage();
  const audit = page.entry;
  const { facts } = copy;
  const day = (date: string) => <time dateTime={date}>{formatDate(date, locale)}</time>;
  return (
    <div className="container container--narrow page">
      <BackLink link={copy.backLink} />
      <article className="audit">
        <header className="audit__header">
          <h1 {...english}>{audit.title}</h1>
          <p className="audit__published">
            <time dateTime={audit.dates.published}>
              {fillPlaceholders(copy.published, { date: formatDate(audit.dates.published, locale) })}
            </time>
          </p>
        </header>
        <Prose html={audit.html} {...english} />
        <section className="audit__facts" aria-labelledby="audit-facts">
          <h2 id="audit-facts">{facts.heading}</h2>
          <dl>
            <div>
              <dt>{facts.auditor}</dt>
              <dd>
                <a href={audit.auditor.website} rel="noopener">
                  {audit.auditor.name}
                </a>
              </dd>
            </div>
            <div>
              <dt>{facts.period}</dt>
              <dd>
                {fillPlaceholders(facts.periodValue, {
                  start: formatDate(audit.dates.start, locale),
                  end: formatDate(audit.dates.end, locale),
                })}
              </dd>
            </div>
            <div>
              <dt>{facts.published}</dt>
              <dd>{day(audit.dates.published)}</dd>
            </div>
            <div>
              <dt>{facts.scope}</dt>
              <dd>
                <ul className="audit__scope" {...english}>
                  {audit.scope.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>{facts.report}</dt>
              <dd>
                <a href={audit.report} rel="noopener">
                  {facts.reportLink}
                </a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="audit__findings" aria-labelledby="audit-findings">
          <h2 id="audit-findings">{copy.findings.heading}</h2>
          <SeverityCounts findings={audit.findings} copy={copy} />
          <FindingsTable findings={audit.findings} copy={copy} />
        </section>
      </article>
    </div>
  );
}
