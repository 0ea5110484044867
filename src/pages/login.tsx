import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import AuthControls from '../islands/auth-controls';
import type { PageHandle } from '../layout/meta';
import { AuthForm } from '../renderers/AuthForm';

export const loader = ({ content }: LoaderArgs) => content.single('loginPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const login = useLoaded<typeof loader>();
  return (
    <AuthForm
      copy={login}
      controls={
        <AuthControls
          copy={{ googleButton: login.googleButton, divider: login.divider, submit: login.submit }}
          scriptsOff={useSite().withoutScripts.form}
          formName="Login form"
          fields={[
            { name: 'email', type: 'email', autoComplete: 'email', copy: login.fields.email },
            {
              name: 'password',
              type: 'password',
              autoComplete: 'current-password',
              copy: login.fields.password,
            },
          ]}
        />
      }
    />
  );
}
