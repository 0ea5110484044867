import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('writes numbers the way the locale does, and text as it is', () => {
    const template = 'Step {current} of {total}: {title}';
    const values = { current: 3, total: 12, title: 'Connect' };
    expect(fillPlaceholders(template, values)).toBe('Step 3 of 12: Connect');
    expect(fillPlaceholders(template, values, 'fa-IR')).toBe('Step ۳ of ۱۲: Connect');
    expect(fillPlaceholders('{count}', { count: 1500 }, 'ru-RU')).toBe('1\u00a0500');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fillPlaceholders('{product} on {date}', { product: 'Masky VPN' }, 'zh-Hans-CN')).toBe(
      'Masky VPN on {date}',
    );
  });
});
