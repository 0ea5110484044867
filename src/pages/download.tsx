import { loadAll, usePageData, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { useDetectedOs } from '../lib/platform';
import { PlatformList } from '../renderers/PlatformList';
import { SectionHeading } from '../renderers/SectionHeading';

export const loader = () => loadAll({ download: single('downloadPage'), platforms: single('platforms') });

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.download.meta };

export function Component() {
  const { download, platforms } = usePageData<typeof loader>();
  // Known only in the browser: the prerendered page recommends nothing and lists every platform alike.
  const os = useDetectedOs();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={download.heading} intro={download.intro} />
      <PlatformList
        platforms={platforms}
        copy={download}
        recommended={os && { os, label: download.recommended }}
      />
    </div>
  );
}
