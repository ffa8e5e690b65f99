import { Button, Stack } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { authStateVar } from '../../apollo/vars';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthFooter } from './AuthFooter';
import { AuthLink } from './AuthLink';
import { AuthTextField } from './AuthTextField';
import { validateSignIn } from './authValidation';
import { signInWithEmail } from './emailPasswordAuth';
import { getFirebaseAuth } from './firebase';
import { SocialSignInButtons } from './SocialSignInButtons';
import { useAuthForm } from './useAuthForm';
import { useCompleteSignIn } from './useCompleteSignIn';

export function SignInScreen() {
  const { isAuthenticated } = useReactiveVar(authStateVar);
  const completeSignIn = useCompleteSignIn();
  const form = useAuthForm({
    initialValues: { email: '', password: '' },
    validate: validateSignIn,
    submit: async (values) => completeSignIn(await signInWithEmail(getFirebaseAuth(), values)),
    action: 'e-mail sign-in',
  });

  // Someone already signed in has nothing to do here (but a sign-in in progress navigates itself).
  if (isAuthenticated && !form.submitting) return <Navigate to="/" replace />;

  return (
    <>
      <AuthCardHeader title="Sign in">Welcome back. Sign in to follow your portfolio.</AuthCardHeader>
      <SocialSignInButtons />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          <AuthTextField label="E-mail" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.bind('email')} error={form.fieldErrors.email} />
          <AuthTextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={form.bind('password')}
            error={form.fieldErrors.password}
          />
          <AuthLink to="/auth/forgot-password">Forgot your password?</AuthLink>
          {form.formError && <AuthAlert status="error">{form.formError}</AuthAlert>}
          <Button type="submit" colorPalette="primary" size="lg" loading={form.submitting}>
            Sign in
          </Button>
        </Stack>
      </form>
      <AuthFooter>
        New here? <AuthLink to="/auth/sign-up">Create an account</AuthLink>
      </AuthFooter>
    </>
  );
}
