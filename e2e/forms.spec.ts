import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, type ConsoleRecorder } from './fixtures';
import { content, landsAt } from './site-routes';

interface FormCase {
  path: string;
  submit: string;
  /** The label of each field and what the test types into it, keyed by the logged name. */
  fields: Record<string, { label: string; value: string }>;
  logged: string;
}

const { contactPage, loginPage, signupPage } = content;

/** What the test types into each kind of field, keyed by the name the form logs it under. */
const TYPED: Record<string, string> = {
  name: 'Ada Lovelace',
  email: 'jane@example.com',
  password: 'correct horse battery',
  message: 'Do you accept Monero?',
};

/** Each field of a page's form, labelled as the content labels it, with what the test types. */
const fieldsOf = (fields: Record<string, { label: string }>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, { label: field.label, value: TYPED[name] }]),
  );

const forms: FormCase[] = [
  {
    path: '/signup',
    submit: signupPage.submit,
    fields: fieldsOf(signupPage.fields),
    logged: 'Signup form submitted',
  },
  {
    path: '/login',
    submit: loginPage.submit,
    fields: fieldsOf(loginPage.fields),
    logged: 'Login form submitted',
  },
  {
    path: '/contact-us',
    submit: contactPage.submit,
    fields: fieldsOf(contactPage.fields),
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
    await expect(page).toHaveURL(landsAt(form.path));
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
    await expect(page).toHaveURL(landsAt(form.path));
    expect(requests).toEqual([]);
    // The values stay in the form after sending.
    await expect(email).toHaveValue(form.fields.email.value);
  });
}

test('/signup: an email without an @ is refused by the browser', async ({ page, consoleLogs }) => {
  const { fields } = signupPage;
  await gotoHydrated(page, '/signup');
  await page.getByLabel(fields.name.label, { exact: true }).fill('Ada Lovelace');
  await page.getByLabel(fields.email.label, { exact: true }).fill('jane.example.com');
  await page.getByLabel(fields.password.label, { exact: true }).fill('secret');
  await page.getByRole('button', { name: signupPage.submit, exact: true }).click();
  await expect(page.getByLabel(fields.email.label, { exact: true })).toHaveJSProperty(
    'validity.typeMismatch',
    true,
  );
  expect(await logsOf(consoleLogs)).toEqual([]);
});

for (const [path, label] of [
  ['/signup', signupPage.googleButton],
  ['/login', loginPage.googleButton],
]) {
  test(`${path}: the Google button only logs`, async ({ page, consoleLogs }) => {
    await gotoHydrated(page, path);
    const requests = recordRequests(page);
    await page.getByRole('button', { name: label }).click();
    await expect.poll(() => logsOf(consoleLogs)).toEqual([[`${label} clicked`]]);
    await expect(page).toHaveURL(landsAt(path));
    expect(requests).toEqual([]);
  });
}

for (const [path, closeLabel] of [
  ['/signup', signupPage.closeLabel],
  ['/login', loginPage.closeLabel],
]) {
  test(`${path}: the close button returns to the home page`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.getByRole('link', { name: closeLabel }).click();
    await expect(page).toHaveURL(landsAt('/'));
  });
}

test('sign-up and log-in link to each other', async ({ page }) => {
  await gotoHydrated(page, '/signup');
  await page.getByRole('link', { name: signupPage.switchLink.label, exact: true }).click();
  await expect(page).toHaveURL(landsAt(signupPage.switchLink.to));
  await page.getByRole('link', { name: loginPage.switchLink.label }).click();
  await expect(page).toHaveURL(landsAt(loginPage.switchLink.to));
});
