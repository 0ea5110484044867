import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { useBehaviour } from '../lib/page-scripts';
import { IconCards } from '../renderers/IconCards';
import { Hero } from '../renderers/Hero';
import { PricingTable } from '../renderers/PricingTable';
import { SectionHeading } from '../renderers/SectionHeading';
import './home.css';

export const loader = ({ content }: LoaderArgs) => ({
  home: content.single('homePage'),
  plans: content.single('plans'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.home.meta };

export function Component() {
  const behaviour = useBehaviour();
  const { home, plans } = useLoaded<typeof loader>();
  const site = useSite();
  return (
    // An address with a section, such as /#pricing from another page, scrolls there (src/behaviours/hash-scroll.ts).
    <div className="home" {...behaviour('hash-scroll')}>
      <Hero hero={home.hero} mascotLabel={site.mascotAlt} />
      <section className="section" aria-labelledby={home.features.anchor}>
        <div className="container">
          <SectionHeading
            id={home.features.anchor}
            eyebrow={home.features.eyebrow}
            heading={home.features.heading}
            intro={home.features.intro}
          />
          <IconCards cards={home.features.cards} />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby={home.pricing.anchor}>
        <div className="container">
          <SectionHeading
            id={home.pricing.anchor}
            eyebrow={home.pricing.eyebrow}
            heading={home.pricing.heading}
            intro={home.pricing.intro}
          />
          <PricingTable plans={plans} email={site.email} />
          <p className="pricing__note">{home.pricing.note}</p>
        </div>
      </section>
    </div>
  );
}
