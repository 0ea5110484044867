import { Fragment } from 'react';
import type { CanaryPage, CanaryState, ListItem, Site } from '../../schemas';
import { declarationText } from '../../schemas/canary-state';
import { fillPlaceholders } from '../../schemas/placeholders';
import type { PageMeta } from '../../shared/page-meta';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { useBehaviour } from '../lib/page-scripts';
import { Badge } from '../ui/Badge';
import { SiteFileLink } from '../ui/InternalLink';
import { SectionHeading } from './SectionHeading';
import './Canary.css';

/**
 * A sentence of the copy with one placeholder standing for a day, the day written out in a
 * `<time>` element, so that the words stay the editor's and the day stays readable by machines.
 */
function WithDay({
  template,
  name,
  date,
  locale,
}: {
  template: string;
  name: string;
  date: string;
  locale: string;
}) {
  return template.split(`{${name}}`).map((words, index) => (
    <Fragment key={index}>
      {index > 0 && <time dateTime={date}>{formatDate(date, locale)}</time>}
      {words}
    </Fragment>
  ));
}

/** A key's fingerprint in groups of four, as `gpg --fingerprint` shows it, so it reads and compares easily. */
export function groupedFingerprint(fingerprint: string): string {
  return (fingerprint.match(/.{1,4}/g) ?? []).join(' ');
}

/** The name of the file at an address, such as `2026-11-01.txt` for `/canary/2026-11-01.txt`. */
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** What the canary page says about itself: its title and description, and the day of the newest statement. */
export function canaryMeta(copy: CanaryPage, statements: readonly ListItem<'canary'>[]): PageMeta {
  return { ...copy.meta, modified: statements[0]?.date };
}

/** The canary's states, each with its words; the page shows one and keeps the other for the visitor's clock. */
const STATES: readonly CanaryState[] = ['current', 'expired'];

/**
 * Whether the statement is in force or has expired, in the copy's words. The page is drawn with the
 * state by the build's day, and holds the other state's words too, hidden: a small behaviour shows
 * the one the visitor's clock gives, so the page tells the truth even when the site has not been
 * built again since the statement expired.
 */
function CanaryStatus({
  state,
  due,
  copy,
  locale,
}: {
  state: CanaryState;
  due: string;
  copy: CanaryPage;
  locale: string;
}) {
  const behaviour = useBehaviour();
  return (
    <div
      className="canary__state"
      data-canary-state={state}
      data-canary-due={due}
      {...behaviour('canary-clock')}
    >
      {STATES.map((each) => (
        <div
          key={each}
          className={`canary__state-part canary__state--${each}`}
          data-canary-part={each}
          hidden={each !== state}
        >
          <Badge tone={each === 'current' ? 'success' : 'danger'}>{copy[each].badge}</Badge>
          <p>
            <WithDay template={copy[each].text} name="due" date={due} locale={locale} />
          </p>
        </div>
      ))}
    </div>
  );
}

/**
 * The warrant canary: the newest signed statement with whether it is still in force, what it
 * declares, its proof of freshness, the key its signature was checked against with links to both
 * files, how to check the signature with GnuPG, and the earlier statements' signed files.
 */
export function Canary({
  statements,
  state,
  copy,
  locale,
}: {
  /** Every published statement, newest first. */
  statements: readonly ListItem<'canary'>[];
  /** Whether the newest statement is in force or has expired, now. */
  state: CanaryState;
  copy: CanaryPage;
  locale: Site['locale'];
}) {
  const [newest, ...earlier] = statements;
  const english = useSourceLanguage();
  return (
    <div className="canary container container--narrow page">
      <SectionHeading level={1} heading={copy.heading} intro={copy.intro} />
      {newest ? (
        <>
          <article className="canary__statement card" aria-labelledby="canary-statement">
            <header className="canary__header">
              <h2 id="canary-statement">
                <WithDay template={copy.statementHeading} name="date" date={newest.date} locale={locale} />
              </h2>
              <CanaryStatus state={state} due={newest.nextDue} copy={copy} locale={locale} />
            </header>
            <dl className="canary__dates">
              <div>
                <dt>{copy.dateLabel}</dt>
                <dd>
                  <time dateTime={newest.date}>{formatDate(newest.date, locale)}</time>
                </dd>
              </div>
              <div>
                <dt>{copy.nextDueLabel}</dt>
                <dd>
                  <time dateTime={newest.nextDue}>{formatDate(newest.nextDue, locale)}</time>
                </dd>
              </div>
            </dl>
            <section aria-labelledby="canary-declarations">
              <h3 id="canary-declarations">{copy.declarationsHeading}</h3>
              {/* The statement is signed as written, in the site's own language, and says so. */}
              <ul className="canary__declarations" {...english}>
                {newest.declarations.map(declarationText).map((declaration) => (
                  <li key={declaration}>{declaration}</li>
                ))}
              </ul>
            </section>
            {newest.freshness && (
              <section aria-labelledby="canary-freshness">
                <h3 id="canary-freshness">{copy.freshnessHeading}</h3>
                <p className="canary__muted">{copy.freshnessIntro}</p>
                <ul className="canary__freshness" {...english}>
                  {newest.freshness.map((item) => (
                    <li key={`${item.source}: ${item.headline}`}>
                      <q>{item.headline}</q> <cite>{item.source}</cite>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="canary__signature" aria-labelledby="canary-signature">
              <h3 id="canary-signature">{copy.signature.heading}</h3>
              <p>{copy.signature.verified}</p>
              <p className="canary__fingerprint">
                <span className="canary__muted">{copy.signature.fingerprintLabel}</span>{' '}
                <code dir="ltr">{groupedFingerprint(newest.signature.fingerprint)}</code>
              </p>
              <ul className="canary__downloads">
                <li>
                  <SiteFileLink href={newest.url} download>
                    {copy.signature.statementLink}
                  </SiteFileLink>
                </li>
                <li>
                  <SiteFileLink href={newest.signature.key} download>
                    {copy.signature.keyLink}
                  </SiteFileLink>
                </li>
              </ul>
            </section>
          </article>
          <section className="canary__verify" aria-labelledby="canary-verify">
            <h2 id="canary-verify">{copy.verify.heading}</h2>
            <p>{copy.verify.intro}</p>
            <ol>
              <li>
                <p>{copy.verify.importKey}</p>
                <pre dir="ltr" className="commands">
                  <code>
                    {fillPlaceholders(copy.verify.importCommand, { key: fileName(newest.signature.key) })}
                  </code>
                </pre>
              </li>
              <li>
                <p>{copy.verify.verifyStatement}</p>
                <pre dir="ltr" className="commands">
                  <code>{fillPlaceholders(copy.verify.verifyCommand, { file: fileName(newest.url) })}</code>
                </pre>
              </li>
            </ol>
            <p>{copy.verify.result}</p>
          </section>
          <section className="canary__earlier" aria-labelledby="canary-earlier">
            <h2 id="canary-earlier">{copy.earlier.heading}</h2>
            {earlier.length > 0 ? (
              <ul>
                {earlier.map((statement) => (
                  <li key={statement.id}>
                    <time dateTime={statement.date}>{formatDate(statement.date, locale)}</time>
                    <SiteFileLink href={statement.url} download>
                      {copy.earlier.link}{' '}
                      <span className="visually-hidden">({formatDate(statement.date, locale)})</span>
                    </SiteFileLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="canary__muted">{copy.earlier.none}</p>
            )}
          </section>
        </>
      ) : (
        <p>{copy.empty}</p>
      )}
    </div>
  );
}
