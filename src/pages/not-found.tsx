import { usePageData, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { NotFound } from '../renderers/NotFound';

export const loader = () => single('notFoundPage');

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data }) => ({ ...data.meta, indexable: false }),
};

export function Component() {
  return <NotFound copy={usePageData<typeof loader>()} />;
}
