import type { ReactNode } from 'react';
import './DataTable.css';

/**
 * A table of figures or findings that stays readable on a phone: it scrolls sideways inside its own
 * frame, named by its caption, which takes keyboard focus so that it scrolls without a mouse too,
 * and the page itself never scrolls sideways.
 */
export function DataTable({
  id,
  caption,
  className,
  children,
}: {
  /** The caption's id, unique on the page, which names the frame. */
  id: string;
  caption: string;
  /** The table's own class, for its column widths. */
  className?: string;
  /** The table's head, body and foot. */
  children: ReactNode;
}) {
  return (
    <section className="data-table" aria-labelledby={id} tabIndex={0}>
      <table className={className ? `data-table__table ${className}` : 'data-table__table'}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
