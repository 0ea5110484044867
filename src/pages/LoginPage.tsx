import login from 'virtual:content/loginPage';
import type { PageHandle } from '../layout/meta';
import { AuthForm, type FormField } from '../renderers/AuthForm';

export const handle: PageHandle = { meta: () => login.meta };

const fields: FormField[] = [
  { name: 'email', type: 'email', autoComplete: 'email', copy: login.fields.email },
  { name: 'password', type: 'password', autoComplete: 'current-password', copy: login.fields.password },
];

export function Component() {
  return <AuthForm copy={login} fields={fields} formName="Login form" />;
}
