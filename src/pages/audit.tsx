import { type LoaderArgs, type LoaderData, orNotFound, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { fillPlaceholders } from '../../schemas/placeholders';
import { AuditReport } from '../renderers/AuditReport';

export const loader = ({ content, params }: LoaderArgs) => ({
  copy: content.single('auditsPage'),
  page: orNotFound(() => content.entry('audits', params.id ?? '')),
});

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { page }, site }) => ({
    title: fillPlaceholders(site.titleTemplate, { title: page.entry.title }),
    description: page.entry.summary,
    modified: page.entry.dates.published,
  }),
};

export function Component() {
  const { copy, page } = useLoaded<typeof loader>();
  return <AuditReport page={page} copy={copy} locale={useSite().locale} />;
}
