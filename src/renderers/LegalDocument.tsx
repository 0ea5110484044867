import type { LegalDocument as LegalDocumentData } from '../../schemas';
import { formatDate } from '../lib/format';
import { Prose } from './Prose';

/** A legal text: title, the day it last changed, its numbered sections, and its footer line. */
export function LegalDocument({ document, locale }: { document: LegalDocumentData; locale: string }) {
  return (
    <article className="legal container container--narrow page">
      <header className="legal__header">
        <h1>{document.title}</h1>
        <p className="legal__updated">
          {document.lastUpdatedLabel}{' '}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated, locale)}</time>
        </p>
      </header>
      <Prose html={document.html} />
      <footer className="legal__footer">
        <p>{document.footer}</p>
      </footer>
    </article>
  );
}
