import type { Card } from '../../schemas';
import { IconCard } from '../ui/Card';
import './CardGrid.css';

/** A grid of icon cards: the home page's features, the about page's blurbs. */
export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid--${columns}`}>
      {cards.map((card) => (
        <IconCard key={card.title} card={card} />
      ))}
    </ul>
  );
}
