import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import SetupWizard from '../islands/setup-wizard';
import type { PageHandle } from '../layout/meta';
import { SectionHeading } from '../renderers/SectionHeading';

export const loader = ({ content }: LoaderArgs) => ({
  setup: content.single('setupPage'),
  steps: content.single('setupSteps'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.setup.meta };

export function Component() {
  const { setup, steps } = useLoaded<typeof loader>();
  return (
    <div className="container container--narrow page">
      <SectionHeading level={1} heading={setup.heading} intro={setup.intro} />
      <SetupWizard
        steps={steps}
        copy={{
          progress: setup.progress,
          continueLabel: setup.continueLabel,
          finishLabel: setup.finishLabel,
          completedLabel: setup.completedLabel,
        }}
      />
    </div>
  );
}
