import { ArrowRight } from 'lucide-react';
import { InternalLink } from '../ui/InternalLink';
import type { SupportPage } from '../../schemas';
import { Icon } from '../ui/icons';
import '../ui/Card.css';
import './CardGrid.css';
import './SupportCards.css';

/** The support page's cards; a card leading off the site opens in a new tab. */
export function SupportCards({ cards }: { cards: SupportPage['cards'] }) {
  return (
    <ul className="card-grid card-grid--3">
      {cards.map((card) => {
        const external = /^https?:\/\//.test(card.href);
        const label = (
          <>
            {card.linkLabel}
            <ArrowRight className="icon-directional" aria-hidden="true" size={16} />
          </>
        );
        return (
          <li key={card.title} className="card icon-card">
            <span className="icon-card__icon">
              <Icon name={card.icon} />
            </span>
            <h2 className="icon-card__title">{card.title}</h2>
            <p>{card.text}</p>
            {external ? (
              <a className="card-link" href={card.href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            ) : (
              <InternalLink className="card-link" to={card.href}>
                {label}
              </InternalLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Questions and answers that open one at a time, with no script needed. */
export function Faq({ help }: { help: SupportPage['help'] }) {
  return (
    <section className="faq" aria-labelledby={help.anchor}>
      <h2 id={help.anchor}>{help.heading}</h2>
      {help.questions.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
