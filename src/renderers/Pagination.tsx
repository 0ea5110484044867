import { ArrowLeft, ArrowRight } from 'lucide-react';
import { InternalLink } from '../ui/InternalLink';
import type { BlogPage } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { useLocale } from '../lib/locale';
import './Pagination.css';

/**
 * The links between the pages of a list: to newer entries, where the visitor is, and to older ones.
 * Only the neighbours are linked, so the page weighs the same however long the list grows.
 */
export function Pagination({
  page,
  pages,
  previous,
  next,
  copy,
}: {
  page: number;
  pages: number;
  previous?: string;
  next?: string;
  copy: BlogPage['pagination'];
}) {
  const locale = useLocale();
  if (pages < 2) return null;
  return (
    <nav className="pagination" aria-label={copy.label}>
      {previous ? (
        <InternalLink className="pagination__link" to={previous} rel="prev">
          <ArrowLeft className="icon-directional" aria-hidden="true" size={16} />
          {copy.previous}
        </InternalLink>
      ) : (
        <span />
      )}
      <p className="pagination__status" aria-current="page">
        {fillPlaceholders(copy.status, { page, pages }, locale)}
      </p>
      {next ? (
        <InternalLink className="pagination__link pagination__link--next" to={next} rel="next">
          {copy.next}
          <ArrowRight className="icon-directional" aria-hidden="true" size={16} />
        </InternalLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
