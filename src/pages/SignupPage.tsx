import signup from 'virtual:content/signupPage';
import type { PageHandle } from '../layout/meta';
import { AuthForm, type FormField } from '../renderers/AuthForm';

export const handle: PageHandle = { meta: () => signup.meta };

const fields: FormField[] = [
  { name: 'name', type: 'text', autoComplete: 'name', copy: signup.fields.name },
  { name: 'email', type: 'email', autoComplete: 'email', copy: signup.fields.email },
  { name: 'password', type: 'password', autoComplete: 'new-password', copy: signup.fields.password },
];

export function Component() {
  return <AuthForm copy={signup} fields={fields} formName="Signup form" />;
}
