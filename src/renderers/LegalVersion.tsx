import { InternalLink } from '../ui/InternalLink';
import type { LegalPage, Site, TextVersionPage } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import type { PageMeta } from '../../shared/page-meta';
import { formatDate } from '../lib/format';
import { BackLink } from '../ui/BackLink';
import { DatedText } from './LegalDocument';
import { Prose } from './Prose';
import './LegalVersion.css';

/**
 * What a recorded version's page says about itself. Search engines are asked to leave every version
 * out: an earlier one stays readable for the record, and the one in force is the text's own page
 * word for word, so a search leads to that page, as the sitemap does.
 */
export function versionMeta(
  version: TextVersionPage,
  copy: LegalPage['versionPage'],
  locale: Site['locale'],
): PageMeta {
  const values = { document: version.title, date: formatDate(version.date, locale) };
  return {
    title: fillPlaceholders(copy.meta.title, values),
    description: fillPlaceholders(copy.meta.description, values),
    modified: version.date,
    indexable: false,
  };
}

/**
 * One recorded version of a guarded text, whole: its day and what changed, whether it is in force or
 * an earlier one (then which is in force), links to every version and to the text in force, and
 * the wording as it was.
 */
export function LegalVersion({
  version,
  copy,
  locale,
}: {
  version: TextVersionPage;
  copy: Pick<LegalPage, 'versionPage' | 'history'>;
  locale: Site['locale'];
}) {
  const { versionPage } = copy;
  return (
    <article className="legal legal-version container container--narrow page">
      <BackLink link={{ label: versionPage.historyLink, to: version.historyUrl }} />
      <header className="legal__header">
        <h1>
          {fillPlaceholders(versionPage.heading, {
            document: version.title,
            date: formatDate(version.date, locale),
          })}
        </h1>
        <p className="legal__updated">{version.note}</p>
        <div
          className={`legal-version__status legal-version__status--${version.current ? 'current' : 'earlier'}`}
        >
          <p>
            {version.current ? (
              versionPage.current
            ) : (
              <DatedText template={versionPage.earlier} date={version.inForce.date} locale={locale} />
            )}{' '}
            <InternalLink to={version.url}>{copy.history.backLink}</InternalLink>
          </p>
        </div>
      </header>
      <Prose html={version.html} />
    </article>
  );
}
