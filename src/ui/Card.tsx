import type { ReactNode } from 'react';
import type { Card as CardData } from '../../schemas';
import { Icon } from './icons';
import './Card.css';

/** A raised panel; `as` picks the element so lists of cards stay lists. */
export function Card({
  as: Element = 'div',
  className = '',
  children,
}: {
  as?: 'div' | 'li' | 'article' | 'section';
  className?: string;
  children: ReactNode;
}) {
  return <Element className={`card ${className}`.trim()}>{children}</Element>;
}

/** A card with an icon, a title and a sentence, as editors write them in content. */
export function IconCard({ card, headingLevel = 3 }: { card: CardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="li" className="icon-card">
      <span className="icon-card__icon">
        <Icon name={card.icon} />
      </span>
      <Heading className="icon-card__title">{card.title}</Heading>
      <p>{card.text}</p>
    </Card>
  );
}
