import planStatus from 'virtual:content/planStatus';
import site from 'virtual:content/site';
import status from 'virtual:content/statusPage';
import type { PageHandle } from '../layout/meta';
import { PlanStatusCard } from '../renderers/PlanStatusCard';

export const handle: PageHandle = { meta: () => status.meta };

export function Component() {
  return (
    <div className="container container--narrow page">
      <PlanStatusCard plan={planStatus} copy={status} locale={site.locale} />
    </div>
  );
}
