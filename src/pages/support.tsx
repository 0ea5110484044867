import { type LoaderArgs, type LoaderData, usePageData } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { Faq, SupportCards } from '../renderers/SupportCards';

export const loader = ({ content }: LoaderArgs) => content.single('supportPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const support = usePageData<typeof loader>();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={support.heading} intro={support.intro} />
      <SupportCards cards={support.cards} />
      <Faq help={support.help} />
    </div>
  );
}
