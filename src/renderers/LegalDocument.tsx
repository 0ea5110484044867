import { Fragment } from 'react';
import { InternalLink } from '../ui/InternalLink';
import type { Heading, LegalDocument as LegalDocumentData, LegalPage, Site } from '../../schemas';
import type { PageMeta } from '../../shared/page-meta';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { fillPlaceholders } from '../../schemas/placeholders';
import { Prose } from './Prose';
import './LegalDocument.css';

/** What a legal text's page says about itself: its title in the site's title template, and the day it changed. */
export function legalMeta(document: LegalDocumentData, site: Pick<Site, 'titleTemplate'>): PageMeta {
  return {
    title: fillPlaceholders(site.titleTemplate, { title: document.title }),
    description: document.description,
    modified: document.lastUpdated,
  };
}

/**
 * A sentence of the copy with a `{date}` placeholder, the day written out in a `<time>` element, so
 * that the words stay the editor's and the day stays readable by machines. Where a language writes
 * its dates with a full stop of their own (Russian's «24 июля 2025 г.») and the sentence ends right
 * after the day, that full stop ends the sentence too, as the language's own typography has it.
 */
export function DatedText({ template, date, locale }: { template: string; date: string; locale: string }) {
  const day = formatDate(date, locale);
  return template.split('{date}').map((words, index) => (
    <Fragment key={index}>
      {index > 0 && <time dateTime={date}>{day}</time>}
      {index > 0 && day.endsWith('.') && words.startsWith('.') ? words.slice(1) : words}
    </Fragment>
  ));
}

/** A heading of the table of contents with the smaller headings under it. */
export interface TocEntry {
  heading: Heading;
  children: Heading[];
}

/** Groups a body's headings for the table of contents: each h3 goes under the h2 before it. */
export function tocEntries(headings: Heading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth > 2 && parent) parent.children.push(heading);
    else entries.push({ heading, children: [] });
  }
  return entries;
}

// The ids of the page's own sections, worded so that a body heading, whose id comes from its words,
// is unlikely ever to take one of them.
const SUMMARY_ID = 'summary-title';
const TOC_ID = 'toc-title';
const CHANGES_ID = 'changes-title';

/**
 * A legal text: title, the day it last changed, which recorded version it is with a link to every
 * version, an optional plain-language summary, a table of contents linking to each section, the
 * sections, the change history when there is one, and the footer line.
 */
export function LegalDocument({
  document,
  copy,
  locale,
}: {
  document: LegalDocumentData;
  copy: LegalPage;
  locale: string;
}) {
  const toc = tocEntries(document.headings);
  // The change notes are written once, in the site's own language, and are never translated.
  const english = useSourceLanguage();
  return (
    <article className="legal container container--narrow page">
      <header className="legal__header">
        <h1>{document.title}</h1>
        <p className="legal__updated">
          {document.lastUpdatedLabel}{' '}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated, locale)}</time>
        </p>
        <p className="legal__version">
          <DatedText template={copy.versionShown} date={document.history.current.date} locale={locale} />{' '}
          <InternalLink to={document.history.url}>{copy.historyLink}</InternalLink>
        </p>
      </header>
      {document.summary && (
        <section className="legal__summary" aria-labelledby={SUMMARY_ID}>
          <h2 id={SUMMARY_ID}>{copy.summaryHeading}</h2>
          <p>{document.summary}</p>
        </section>
      )}
      {toc.length > 0 && (
        <nav className="toc" aria-labelledby={TOC_ID}>
          <h2 id={TOC_ID}>{copy.tocHeading}</h2>
          <ol className="toc__list">
            {toc.map(({ heading, children }) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
                {children.length > 0 && (
                  <ol className="toc__list">
                    {children.map((child) => (
                      <li key={child.id}>
                        <a href={`#${child.id}`}>{child.text}</a>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
            {document.changes && (
              <li>
                <a href={`#${CHANGES_ID}`}>{copy.changesHeading}</a>
              </li>
            )}
          </ol>
        </nav>
      )}
      <Prose html={document.html} />
      {document.changes && (
        <section className="legal__changes" aria-labelledby={CHANGES_ID}>
          <h2 id={CHANGES_ID}>{copy.changesHeading}</h2>
          <ol className="legal__change-list">
            {document.changes.map((change) => (
              <li key={`${change.date} ${change.text}`}>
                <time dateTime={change.date}>{formatDate(change.date, locale)}</time>
                <p {...english}>{change.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <footer className="legal__footer">
        <p>{document.footer}</p>
      </footer>
    </article>
  );
}
