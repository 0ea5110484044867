import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { MirrorList } from '../renderers/MirrorList';

export const loader = ({ content }: LoaderArgs) => ({ copy: content.single('mirrorsPage') });

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.copy.meta };

export function Component() {
  const { copy } = useLoaded<typeof loader>();
  return (
    <div className="container container--narrow page">
      <MirrorList copy={copy} site={useSite()} />
    </div>
  );
}
