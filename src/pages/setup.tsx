import { loadAll, usePageData, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { SetupWizard } from '../renderers/SetupWizard';

export const loader = () => loadAll({ setup: single('setupPage'), steps: single('setupSteps') });

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.setup.meta };

export function Component() {
  const { setup, steps } = usePageData<typeof loader>();
  return (
    <div className="container container--narrow page">
      <SectionHeading level={1} heading={setup.heading} intro={setup.intro} />
      <SetupWizard steps={steps} copy={setup} />
    </div>
  );
}
