import type { ReactNode } from 'react';
import './CardGrid.css';

/**
 * The one grid of cards, as a list: `className` names the list for its own stylesheet, which may
 * set `--card-grid-min` and `--card-grid-gap`; `stretch` lets the cards of a short list share the
 * whole row. The cards are its children, each an `li`.
 */
export function CardGrid({
  className,
  stretch = false,
  children,
}: {
  className?: string;
  stretch?: boolean;
  children: ReactNode;
}) {
  const classes = ['card-grid', stretch && 'card-grid--stretch', className].filter(Boolean).join(' ');
  return <ul className={classes}>{children}</ul>;
}
