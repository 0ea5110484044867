import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, type ConsoleRecorder } from './fixtures';

interface FormCase {
  path: string;
  submit: string;
  /** The label of each field and what the test types into it, keyed by the logged name. */
  fields: Record<string, { label: string; value: string }>;
  logged: string;
}

const forms: FormCase[] = [
  {
    path: '/signup',
    submit: 'Sign Up',
    fields: {
      name: { label: 'Full Name', value: 'Jane Doe' },
      email: { label: 'Email Address', value: 'jane@example.com' },
      password: { label: 'Password', value: 'correct horse battery' },
    },
    logged: 'Signup form submitted',
  },
  {
    path: '/login',
    submit: 'Login',
    fields: {
      email: { label: 'Email Address', value: 'jane@example.com' },
      password: { label: 'Password', value: 'correct horse battery' },
    },
    logged: 'Login form submitted',
  },
  {
    path: '/contact-us',
    submit: 'Send Message',
    fields: {
      name: { label: 'Name', value: 'Jane' },
      email: { label: 'Email', value: 'jane@example.com' },
      message: { label: 'Message', value: 'Do you accept Monero?' },
    },
    logged: 'Contact form submitted',
  },
];

const logsOf = async (consoleLogs: ConsoleRecorder) =>
  (await consoleLogs.messages()).filter((message) => message.type === 'log').map((message) => message.args);

/** Records every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    // Chromium fetches the tab's icon on its own schedule, sometimes after the page has loaded; that
    // request is the browser's, not the form's.
    if (new URL(request.url()).pathname !== '/favicon.svg') urls.push(request.url());
  });
  return urls;
}

for (const form of forms) {
  test(`${form.path}: submitting empty is stopped by the browser and logs nothing`, async ({
    page,
    consoleLogs,
  }) => {
    await gotoHydrated(page, form.path);
    const requests = recordRequests(page);
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    for (const { label } of Object.values(form.fields)) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('required');
      await expect(field).toHaveJSProperty('validity.valueMissing', true);
      expect(await field.evaluate((element) => element.matches(':invalid'))).toBe(true);
    }
    const first = page.getByLabel(Object.values(form.fields)[0].label, { exact: true });
    await expect(first).toBeFocused();
    await expect(page).toHaveURL(form.path);
    expect(await logsOf(consoleLogs)).toEqual([]);
    expect(requests).toEqual([]);
  });

  test(`${form.path}: submitting filled logs the values and sends nothing`, async ({ page, consoleLogs }) => {
    await gotoHydrated(page, form.path);
    const requests = recordRequests(page);
    const email = page.getByLabel(form.fields.email.label, { exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    for (const { label, value } of Object.values(form.fields)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    const values = Object.fromEntries(Object.entries(form.fields).map(([name, { value }]) => [name, value]));
    await expect.poll(() => logsOf(consoleLogs)).toEqual([[form.logged, values]]);
    await expect(page).toHaveURL(form.path);
    expect(requests).toEqual([]);
    // The values stay in the form after sending.
    await expect(email).toHaveValue(form.fields.email.value);
  });
}

test('/signup: an email without an @ is refused by the browser', async ({ page, consoleLogs }) => {
  await gotoHydrated(page, '/signup');
  await page.getByLabel('Full Name').fill('Jane Doe');
  await page.getByLabel('Email Address').fill('jane.example.com');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByLabel('Email Address')).toHaveJSProperty('validity.typeMismatch', true);
  expect(await logsOf(consoleLogs)).toEqual([]);
});

for (const [path, label] of [
  ['/signup', 'Sign up with Google'],
  ['/login', 'Sign in with Google'],
]) {
  test(`${path}: the Google button only logs`, async ({ page, consoleLogs }) => {
    await gotoHydrated(page, path);
    const requests = recordRequests(page);
    await page.getByRole('button', { name: label }).click();
    await expect.poll(() => logsOf(consoleLogs)).toEqual([[`${label} clicked`]]);
    await expect(page).toHaveURL(path);
    expect(requests).toEqual([]);
  });
}

for (const path of ['/signup', '/login']) {
  test(`${path}: the close button returns to the home page`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.getByRole('link', { name: 'Close and return to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('sign-up and log-in link to each other', async ({ page }) => {
  await gotoHydrated(page, '/signup');
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup');
});
