import { ArrowRight } from 'lucide-react';
import { InternalLink } from '../ui/InternalLink';
import type { SupportPage } from '../../schemas';
import { CardGrid } from '../ui/CardGrid';
import { Icon } from '../ui/icons';
import { HelpArticleLinks, type HelpLink } from './HelpCenter';
import '../ui/Card.css';
import './SupportCards.css';

/** The support page's cards; a card leading off the site opens in a new tab. */
export function SupportCards({ cards }: { cards: SupportPage['cards'] }) {
  return (
    <CardGrid className="support-cards">
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
    </CardGrid>
  );
}

/**
 * The help center's most asked questions, each a link to its article with the short answer under it,
 * and a link to every answer. Its heading's id is the section's anchor, so /support#help leads here.
 */
export function Faq({ help, articles }: { help: SupportPage['help']; articles: readonly HelpLink[] }) {
  return (
    <section className="faq" aria-labelledby={help.anchor}>
      <h2 id={help.anchor}>{help.heading}</h2>
      <HelpArticleLinks articles={articles} />
      <p className="faq__all">
        <InternalLink className="card-link" to={help.allLink.to}>
          {help.allLink.label}
          <ArrowRight className="icon-directional" aria-hidden="true" size={16} />
        </InternalLink>
      </p>
    </section>
  );
}
