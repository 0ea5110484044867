import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { AuditList } from '../renderers/AuditList';
import { SectionHeading } from '../renderers/SectionHeading';

// The list of audits is not paged: one page lists them all.
export const loader = ({ content }: LoaderArgs) => ({
  copy: content.single('auditsPage'),
  list: content.listPage('audits', 1),
});

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { copy, list } }) => ({
    ...copy.meta,
    // The audits arrive newest first, so the first one tells when the list last changed.
    modified: list.items[0]?.dates.published,
  }),
};

export function Component() {
  const { copy, list } = useLoaded<typeof loader>();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={copy.heading} intro={copy.intro} />
      <AuditList audits={list.items} copy={copy} locale={useSite().locale} />
    </div>
  );
}
