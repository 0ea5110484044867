import type { Single } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import {
  periodsNewestFirst,
  receivedIn,
  REQUEST_KINDS,
  TRANSPARENCY_FILES,
  transparencyTotals,
} from '../../schemas/transparency-data';
import { formatDate } from '../lib/format';
import { intlNumbers } from '../lib/numbers';
import { SectionHeading } from './SectionHeading';
import './TransparencyReport.css';
import { DataTable } from '../ui/DataTable';
import { SiteFileLink } from '../ui/InternalLink';

type Report = Single<'transparency'>;

/**
 * The transparency report: a sentence with the sums over every period, the table of the periods,
 * newest first, with a last row that adds them up, and links to the same figures as CSV and JSON.
 */
export function TransparencyReport({
  report,
  behind,
  locale,
}: {
  report: Report;
  /** The last day the figures cover, when the report has fallen behind its own limit. */
  behind?: string;
  locale: string;
}) {
  const writeNumber = intlNumbers(locale);
  const date = (day: string) => formatDate(day, locale);
  const totals = transparencyTotals(report);
  const { table } = report;
  const { columns } = table;
  return (
    <div className="container page transparency">
      <SectionHeading level={1} heading={report.heading} intro={report.intro} />
      <p className="transparency__updated">
        <time dateTime={report.lastUpdated}>
          {fillPlaceholders(report.lastUpdatedLabel, { date: date(report.lastUpdated) })}
        </time>
      </p>
      {behind && (
        <p className="transparency__behind" role="note">
          {fillPlaceholders(report.coverage.behind, { end: date(behind) })}
        </p>
      )}
      <p className="transparency__summary">
        {fillPlaceholders(report.summary, {
          from: date(totals.from),
          to: date(totals.to),
          received: writeNumber(totals.received),
          answered: writeNumber(totals.answered),
          records: writeNumber(totals.records),
        })}
      </p>
      <DataTable id="transparency-caption" caption={table.caption} className="transparency__table">
        <thead>
          <tr>
            <th scope="col">{columns.period}</th>
            {REQUEST_KINDS.map((kind) => (
              <th key={kind} scope="col" className="transparency__number">
                {columns[kind]}
              </th>
            ))}
            <th scope="col" className="transparency__number">
              {columns.received}
            </th>
            <th scope="col" className="transparency__number">
              {columns.answered}
            </th>
            <th scope="col" className="transparency__number">
              {columns.records}
            </th>
            <th scope="col">{columns.statement}</th>
          </tr>
        </thead>
        <tbody>
          {periodsNewestFirst(report).map((period) => (
            <tr key={period.start}>
              <th scope="row" className="transparency__period">
                {fillPlaceholders(table.period, { start: date(period.start), end: date(period.end) })}
              </th>
              {REQUEST_KINDS.map((kind) => (
                <td key={kind} className="transparency__number">
                  {writeNumber(period.requests[kind])}
                </td>
              ))}
              <td className="transparency__number">{writeNumber(receivedIn(period))}</td>
              <td className="transparency__number">{writeNumber(period.answered)}</td>
              <td className="transparency__number">{writeNumber(period.handedOver.records)}</td>
              <td className="transparency__statement">{period.handedOver.statement}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{table.total}</th>
            {REQUEST_KINDS.map((kind) => (
              <td key={kind} className="transparency__number">
                {writeNumber(totals.requests[kind])}
              </td>
            ))}
            <td className="transparency__number">{writeNumber(totals.received)}</td>
            <td className="transparency__number">{writeNumber(totals.answered)}</td>
            <td className="transparency__number">{writeNumber(totals.records)}</td>
            <td />
          </tr>
        </tfoot>
      </DataTable>
      <section className="transparency__downloads" aria-labelledby="transparency-downloads">
        <h2 id="transparency-downloads">{report.downloads.heading}</h2>
        <p>{report.downloads.intro}</p>
        <ul>
          <li>
            <SiteFileLink href={TRANSPARENCY_FILES.csv} download>
              {report.downloads.csv}
            </SiteFileLink>
          </li>
          <li>
            <SiteFileLink href={TRANSPARENCY_FILES.json} download>
              {report.downloads.json}
            </SiteFileLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
