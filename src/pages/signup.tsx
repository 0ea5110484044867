import { type LoaderArgs, type LoaderData, useLoaded, useSite } from '../content/page';
import AuthControls from '../islands/auth-controls';
import type { PageHandle } from '../layout/meta';
import { AuthForm } from '../renderers/AuthForm';

export const loader = ({ content }: LoaderArgs) => content.single('signupPage');

export const handle: PageHandle<LoaderData<typeof loader>> = { meta: ({ data }) => data.meta };

export function Component() {
  const signup = useLoaded<typeof loader>();
  return (
    <AuthForm
      copy={signup}
      controls={
        <AuthControls
          copy={{ googleButton: signup.googleButton, divider: signup.divider, submit: signup.submit }}
          scriptsOff={useSite().withoutScripts.form}
          formName="Signup form"
          fields={[
            { name: 'name', type: 'text', autoComplete: 'name', copy: signup.fields.name },
            { name: 'email', type: 'email', autoComplete: 'email', copy: signup.fields.email },
            {
              name: 'password',
              type: 'password',
              autoComplete: 'new-password',
              copy: signup.fields.password,
            },
          ]}
        />
      }
    />
  );
}
