import { Link } from 'react-router-dom';
import about from 'virtual:content/aboutPage';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { CardGrid } from '../renderers/CardGrid';
import { Prose } from '../renderers/Prose';
import { Mascot } from '../ui/Mascot';

export const handle: PageHandle = { meta: () => about.meta };

export function Component() {
  return (
    <div className="container page">
      <div className="about__intro">
        <div>
          <p className="eyebrow">{about.eyebrow}</p>
          <h1>{about.heading}</h1>
          <Prose html={about.html} className="lead-prose" />
        </div>
        <Mascot label={site.mascotAlt} className="about__mascot" />
      </div>
      <CardGrid cards={about.blurbs} columns={4} />
      <section className="callout" aria-labelledby="trial-heading">
        <h2 id="trial-heading">{about.trial.heading}</h2>
        <p>{about.trial.text}</p>
        <Link className="button button--primary button--large" to={about.trial.cta.to}>
          {about.trial.cta.label}
        </Link>
      </section>
    </div>
  );
}
