import { describe, expect, it } from 'vitest';
import { PLATFORM_OSES } from './platforms';
import {
  DATA_PLACEHOLDERS,
  dataPlaceholderValues,
  fillPlaceholders,
  fillPlaceholdersIn,
  valuesWrittenIn,
} from './placeholders';

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

describe('placeholders in a right-to-left text', () => {
  const LRI = '\u2066';
  const FSI = '\u2068';
  const PDI = '\u2069';

  it('isolates each value, and each left-to-right run the editor wrote, so none takes the sentence’s direction', () => {
    expect(fillPlaceholders('درباره {product}', { product: 'Acme VPN' })).toBe(`درباره ${FSI}Acme VPN${PDI}`);
    expect(fillPlaceholders('توکن $Coin', {})).toBe(`توکن ${LRI}$Coin${PDI}`);
    expect(fillPlaceholders('تلفن: {phone}', { phone: '+1 555 0199' })).toBe(`تلفن: ${FSI}+1 555 0199${PDI}`);
  });

  it('leaves a text of a left-to-right language exactly as it was', () => {
    expect(fillPlaceholders('About {product}: $Coin', { product: 'Acme VPN' })).toBe('About Acme VPN: $Coin');
  });

  it('keeps a placeholder it has no value for, so a page can fill it later, and isolates that value then', () => {
    const once = fillPlaceholders('دانلود برای {platform} از {product}', { product: 'Acme' });
    expect(once).toBe(`دانلود برای {platform} از ${FSI}Acme${PDI}`);
    expect(fillPlaceholders(once, { platform: 'Windows' })).toBe(
      `دانلود برای ${FSI}Windows${PDI} از ${FSI}Acme${PDI}`,
    );
  });
});

describe('fillPlaceholdersIn on a markdown body', () => {
  const LRI = '\u2066';
  const FSI = '\u2068';
  const PDI = '\u2069';

  it('isolates the words of a right-to-left text but never a link’s address, a code span’s inside or a list’s number', () => {
    const body = '1. به [{email}](mailto:{email}) بنویسید؛ کلید `masky.setup.step` است.';
    expect(fillPlaceholdersIn(body, { email: 'help@example.test' }, { markdown: true })).toBe(
      `1. به [${FSI}help@example.test${PDI}](mailto:help@example.test) بنویسید؛ کلید ${LRI}\`masky.setup.step\`${PDI} است.`,
    );
  });

  it('fills a left-to-right text as it is', () => {
    expect(
      fillPlaceholdersIn('Write to [{email}](mailto:{email}).', { email: 'a@b.test' }, { markdown: true }),
    ).toBe('Write to [a@b.test](mailto:a@b.test).');
  });
});

describe('fillPlaceholdersIn', () => {
  const values = { product: 'Acme VPN' };

  it('fills every text of nested data, and leaves the data it was given as it was', () => {
    const data = {
      title: 'About {product}',
      tags: ['vpn', '{product} news'],
      meta: { count: 3, draft: false },
    };
    const before = structuredClone(data);
    expect(fillPlaceholdersIn(data, values)).toEqual({
      title: 'About Acme VPN',
      tags: ['vpn', 'Acme VPN news'],
      meta: { count: 3, draft: false },
    });
    expect(data).toEqual(before);
  });

  it('gives back a list or an object with nothing to fill as it is', () => {
    const data = { title: 'About us', tags: ['vpn'], meta: { count: 3 } };
    expect(fillPlaceholdersIn(data, values)).toBe(data);
    const mixed = { title: '{product}', tags: ['vpn'] };
    expect(fillPlaceholdersIn(mixed, values).tags).toBe(mixed.tags);
  });
});

describe('the placeholders of the data', () => {
  const plans = [
    { id: 'trial', price: 'Nothing', trialDays: 12, devices: 1500 },
    { id: 'premium', price: '€5', devices: 1500 },
  ];
  const platforms = [
    { os: 'windows', version: '9.1.0' },
    { os: 'android' },
    { os: 'linux', version: '2.0' },
    { os: 'linux', version: '3.0' },
  ];

  it('takes each value from the data it is given, and changes with it', () => {
    expect(dataPlaceholderValues({ plans, platforms }).values).toEqual({
      'premium-price': '€5',
      devices: 1500,
      'trial-days': 12,
      'windows-version': '9.1.0',
      'linux-version': '2.0',
    });
    const changed = plans.map((plan) => ({
      ...plan,
      devices: 3,
      price: plan.id === 'premium' ? '€6' : plan.price,
    }));
    expect(dataPlaceholderValues({ plans: changed }).values).toMatchObject({
      'premium-price': '€6',
      devices: 3,
    });
  });

  it('says why each placeholder the data gives nothing for has no value, and nothing of a file not given', () => {
    expect(dataPlaceholderValues({ plans: [{ id: 'basic', price: '€1' }], platforms }).missing).toEqual({
      'premium-price': 'no plan in content/plans.yaml has the id premium',
      devices: 'no plan in content/plans.yaml gives its devices',
      'trial-days': 'no plan in content/plans.yaml gives trialDays',
      'macos-version': 'no platform in content/platforms.yaml with os: macos gives a version',
      'android-version': 'no platform in content/platforms.yaml with os: android gives a version',
      'ios-version': 'no platform in content/platforms.yaml with os: ios gives a version',
    });
    expect(dataPlaceholderValues({})).toEqual({ values: {}, missing: {} });
  });

  it('names a version placeholder for each kind of device the download page knows', () => {
    expect(DATA_PLACEHOLDERS.filter((name) => name.endsWith('-version'))).toEqual(
      PLATFORM_OSES.map((os) => `${os}-version`),
    );
  });

  it('writes the numbers as each locale does, and the texts as they are', () => {
    const { values } = dataPlaceholderValues({ plans, platforms });
    expect(valuesWrittenIn(values, 'fa-IR')).toMatchObject({
      devices: '۱٬۵۰۰',
      'trial-days': '۱۲',
      'windows-version': '9.1.0',
    });
    expect(valuesWrittenIn(values, 'en-US')).toMatchObject({ devices: '1,500', 'premium-price': '€5' });
  });
});
