import setup from 'virtual:content/setupPage';
import steps from 'virtual:content/setupSteps';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';
import { SetupWizard } from '../renderers/SetupWizard';

export const handle: PageHandle = { meta: () => setup.meta };

export function Component() {
  return (
    <div className="container container--narrow page">
      <SectionHeading level={1} heading={setup.heading} intro={setup.intro} />
      <SetupWizard steps={steps} copy={setup} />
    </div>
  );
}
