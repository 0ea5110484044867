import { canaryState } from '../../schemas/canary-state';
import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { Canary, canaryMeta } from '../renderers/Canary';

export const loader = ({ content }: LoaderArgs) => {
  // Every statement's list carries the key its signature was checked against (pipeline/content/store.ts).
  const list = content.listPage('canary', 1);
  // By the build's day; the page says it again by the visitor's clock (src/behaviours/canary-clock.ts).
  // Without a statement there is nothing to expire: the due day of none is never reached.
  const state = canaryState(list.items[0]?.nextDue ?? '9999-12-31', content.now());
  return { copy: content.single('canaryPage'), list, state };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { copy, list } }) => canaryMeta(copy, list.items),
};

export function Component() {
  const { copy, list, state } = useLoaded<typeof loader>();
  return <Canary statements={list.items} state={state} copy={copy} locale={useSite().locale} />;
}
