import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { PlanStatusCard } from '../renderers/PlanStatusCard';

export const loader = ({ content }: LoaderArgs) => ({
  status: content.single('statusPage'),
  plan: content.single('planStatus'),
});

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.status.meta };

export function Component() {
  const { status, plan } = useLoaded<typeof loader>();
  const site = useSite();
  return (
    <div className="container container--narrow page">
      <PlanStatusCard plan={plan} copy={status} locale={site.locale} />
    </div>
  );
}
