import { InternalLink } from '../ui/InternalLink';
import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { IconCards } from '../renderers/IconCards';
import { Prose } from '../renderers/Prose';
import { Mascot } from '../ui/Mascot';
import './about.css';

export const loader = ({ content }: LoaderArgs) => content.single('aboutPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const about = useLoaded<typeof loader>();
  const site = useSite();
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
      <IconCards cards={about.blurbs} columns={4} />
      <section className="callout" aria-labelledby="trial-heading">
        <h2 id="trial-heading">{about.trial.heading}</h2>
        <p>{about.trial.text}</p>
        <InternalLink className="button button--primary button--large" to={about.trial.cta.to}>
          {about.trial.cta.label}
        </InternalLink>
      </section>
    </div>
  );
}
