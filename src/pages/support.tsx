import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { mostAsked } from '../../schemas/help';
import { SectionHeading } from '../renderers/SectionHeading';
import { Faq, SupportCards } from '../renderers/SupportCards';

export const loader = ({ content }: LoaderArgs) => ({
  support: content.single('supportPage'),
  // The list of help articles has no page size, so its one page holds every article.
  mostAsked: mostAsked(content.listPage('help', 1).items),
});

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.support.meta };

export function Component() {
  const { support, mostAsked: asked } = useLoaded<typeof loader>();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={support.heading} intro={support.intro} />
      <SupportCards cards={support.cards} />
      <Faq help={support.help} articles={asked} />
    </div>
  );
}
