import { CircleCheck } from 'lucide-react';
import type { HomePage } from '../../schemas';
import { SiteLink } from '../ui/NavLinks';
import { Mascot } from '../ui/Mascot';
import './Hero.css';

/** The home page's opening: heading, claims, figures, buttons and the mascot. */
export function Hero({ hero, mascotLabel }: { hero: HomePage['hero']; mascotLabel: string }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.lead}</p>
          <ul className="hero__bullets">
            {hero.bullets.map((bullet) => (
              <li key={bullet}>
                <CircleCheck aria-hidden="true" size={20} />
                {bullet}
              </li>
            ))}
          </ul>
          <div className="hero__actions">
            <SiteLink link={hero.primaryCta} isHome className="button button--primary button--large" />
            <SiteLink link={hero.secondaryCta} isHome className="button button--ghost button--large" />
          </div>
          <dl className="hero__stats">
            {hero.stats.map((stat) => (
              <div key={stat.label} className="hero__stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hero__art">
          <Mascot label={mascotLabel} />
        </div>
      </div>
    </section>
  );
}
