import { Fragment } from 'react';
import { currentMirrors, MIRRORS_FILE, onionOrigin, type MirrorsPage, type Site } from '../../schemas';
import { formatDate } from '../lib/format';
import { InternalLink, SiteFileLink } from '../ui/InternalLink';
import { SectionHeading } from './SectionHeading';
import './MirrorList.css';

/** A sentence of the copy with `{date}` standing for a day, the day written out in a `<time>` element. */
function WithDate({ template, date, locale }: { template: string; date: string; locale: string }) {
  return template.split('{date}').map((words, index) => (
    <Fragment key={index}>
      {index > 0 && <time dateTime={date}>{formatDate(date, locale)}</time>}
      {words}
    </Fragment>
  ));
}

/**
 * The site's other addresses as readers copy them: the onion address and each official mirror not
 * removed, as plain text in `<code>`, written left to right on every page, so that selecting it
 * copies it exactly, scripts or no scripts. Then how to check that a copy is ours.
 */
export function MirrorList({
  copy,
  site,
}: {
  copy: MirrorsPage;
  site: Pick<Site, 'onion' | 'mirrors' | 'locale'>;
}) {
  const mirrors = currentMirrors(site);
  return (
    <div className="mirrors">
      <SectionHeading level={1} heading={copy.heading} />
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="lead">
          {paragraph}
        </p>
      ))}

      <section aria-labelledby="mirrors-onion">
        <h2 id="mirrors-onion">{copy.onionHeading}</h2>
        {copy.onionText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {site.onion ? (
          <dl className="mirrors__address">
            <dt className="mirrors__label">{copy.onionLabel}</dt>
            <dd>
              <code dir="ltr" translate="no">
                {onionOrigin(site.onion)}
              </code>
            </dd>
          </dl>
        ) : (
          <p>{copy.noOnion}</p>
        )}
        <p>
          <a href={copy.torLink.href} rel="noopener noreferrer">
            {copy.torLink.label}
          </a>
        </p>
      </section>

      <section aria-labelledby="mirrors-list">
        <h2 id="mirrors-list">{copy.mirrorsHeading}</h2>
        {copy.mirrorsText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {mirrors.length > 0 ? (
          <ul className="mirrors__list">
            {mirrors.map((mirror) => (
              <li key={mirror.url}>
                <code dir="ltr" translate="no">
                  {mirror.url}
                </code>{' '}
                <span className="mirrors__since">
                  <WithDate template={copy.addedLabel} date={mirror.added} locale={site.locale} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{copy.noMirrors}</p>
        )}
        <p>
          <SiteFileLink href={MIRRORS_FILE} type="application/json">
            {copy.listLink}
          </SiteFileLink>
        </p>
      </section>

      {/* How a reader checks a copy: the words are the editor's, in content/pages/mirrors.yaml. */}
      <section aria-labelledby="mirrors-check" className="mirrors__check">
        <h2 id="mirrors-check">{copy.checkHeading}</h2>
        {copy.checkText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <InternalLink to={copy.verifyLink.to}>{copy.verifyLink.label}</InternalLink>
        </p>
      </section>
    </div>
  );
}
