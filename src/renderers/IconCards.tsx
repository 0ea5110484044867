import type { Card } from '../../schemas';
import { IconCard } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import './IconCards.css';

/** A grid of icon cards, as editors write them: the home page's features, the about page's blurbs. */
export function IconCards({ cards, columns = 3 }: { cards: Card[]; columns?: 3 | 4 }) {
  return (
    <CardGrid className={columns === 4 ? 'icon-cards icon-cards--4' : 'icon-cards'}>
      {cards.map((card) => (
        <IconCard key={card.title} card={card} />
      ))}
    </CardGrid>
  );
}
