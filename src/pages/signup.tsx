import { usePageData, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { AuthForm } from '../renderers/AuthForm';

export const loader = () => single('signupPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const signup = usePageData<typeof loader>();
  return (
    <AuthForm
      copy={signup}
      formName="Signup form"
      fields={[
        { name: 'name', type: 'text', autoComplete: 'name', copy: signup.fields.name },
        { name: 'email', type: 'email', autoComplete: 'email', copy: signup.fields.email },
        { name: 'password', type: 'password', autoComplete: 'new-password', copy: signup.fields.password },
      ]}
    />
  );
}
