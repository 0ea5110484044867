import { describe, expect, it } from 'vitest';
import { testSite } from '../test/site';
import { previewModule } from './preview-data';

/**
 * The editor's preview fills the placeholders the data gives, as the build does: from the plans
 * and the platforms the site publishes, or from the list being edited while it is one of them.
 * Every value here is the test's own.
 */

const plans = [{ id: 'premium', price: '$9', devices: 4, trialDays: 5 }];
const article = {
  collection: 'help',
  id: 'a-test-article',
  data: { title: 'Try it for {trial-days} days', body: 'Up to {devices} devices for {premium-price}.' },
};

describe('the preview of an entry', () => {
  it('fills the data placeholders from the plans the site publishes', () => {
    const shown = previewModule(article, undefined, testSite, '2026-12-04', { plans }) as {
      entry: { title: string; html: string };
    };
    expect(shown.entry.title).toBe('Try it for 5 days');
    expect(shown.entry.html).toContain('Up to 4 devices for $9.');
  });

  it('fills them from the plans being edited, while the plans are the entry', () => {
    const edited = {
      collection: 'plans',
      data: { items: [{ ...plans[0], trialDays: 6, name: '{trial-days} days' }] },
    };
    const shown = previewModule(edited, undefined, testSite, '2026-12-04', { plans }) as { name: string }[];
    expect(shown[0].name).toBe('6 days');
  });
});
