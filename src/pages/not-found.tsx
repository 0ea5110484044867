import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { NotFound } from '../renderers/NotFound';

export const loader = ({ content }: LoaderArgs) => content.single('notFoundPage');

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data }) => ({ ...data.meta, indexable: false }),
};

export function Component() {
  return <NotFound copy={useLoaded<typeof loader>()} />;
}
