import support from 'virtual:content/supportPage';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { Faq, SupportCards } from '../renderers/SupportCards';

export const handle: PageHandle = { meta: () => support.meta };

export function Component() {
  return (
    <div className="container page">
      <SectionHeading level={1} heading={support.heading} intro={support.intro} />
      <SupportCards cards={support.cards} />
      <Faq help={support.help} />
    </div>
  );
}
