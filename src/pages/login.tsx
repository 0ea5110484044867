import { usePageData, type LoaderData } from '../content/page';
import { single } from '../content/runtime';
import type { PageHandle } from '../layout/meta';
import { AuthForm } from '../renderers/AuthForm';

export const loader = () => single('loginPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const login = usePageData<typeof loader>();
  return (
    <AuthForm
      copy={login}
      formName="Login form"
      fields={[
        { name: 'email', type: 'email', autoComplete: 'email', copy: login.fields.email },
        { name: 'password', type: 'password', autoComplete: 'current-password', copy: login.fields.password },
      ]}
    />
  );
}
