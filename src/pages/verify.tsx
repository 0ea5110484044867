import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { VerifyGuide } from '../renderers/VerifyGuide';

export const loader = ({ content }: LoaderArgs) => ({ copy: content.single('verifyPage') });

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.copy.meta };

export function Component() {
  const { copy } = useLoaded<typeof loader>();
  return (
    <div className="container container--narrow page">
      <VerifyGuide copy={copy} signingKey={copy.publishedKey} locale={useSite().locale} />
    </div>
  );
}
