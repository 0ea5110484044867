import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loadAll, usePageData, useSite, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { scrollToElement } from '../lib/motion';
import { CardGrid } from '../renderers/CardGrid';
import { Hero } from '../renderers/Hero';
import { PricingTable } from '../renderers/PricingTable';
import { SectionHeading } from '../renderers/SectionHeading';
import './home.css';

/** How long the home page waits before scrolling to the section in the address, so it has laid out. */
export const HASH_SCROLL_DELAY_MS = 100;

export const loader = () => loadAll({ home: single('homePage'), plans: single('plans') });

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.home.meta };

export function Component() {
  const { home, plans } = usePageData<typeof loader>();
  const site = useSite();
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) scrollToElement(target);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <Hero hero={home.hero} mascotLabel={site.mascotAlt} />
      <section className="section" aria-labelledby={home.features.anchor}>
        <div className="container">
          <SectionHeading
            id={home.features.anchor}
            eyebrow={home.features.eyebrow}
            heading={home.features.heading}
            intro={home.features.intro}
          />
          <CardGrid cards={home.features.cards} />
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
    </>
  );
}
