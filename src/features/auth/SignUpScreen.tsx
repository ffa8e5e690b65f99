import { Button, Stack } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { Navigate, useNavigate } from 'react-router';
import { authStateVar } from '../../apollo/vars';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthFooter } from './AuthFooter';
import { AuthLink } from './AuthLink';
import { AuthTextField } from './AuthTextField';
import { NewPasswordFields } from './NewPasswordFields';
import { validateSignUp } from './authValidation';
import { signUpWithEmail } from './emailPasswordAuth';
import { getFirebaseAuth } from './firebase';
import { SocialSignInButtons } from './SocialSignInButtons';
import { useAuthForm } from './useAuthForm';
import { syncAuthState } from './watchAuthState';

export function SignUpScreen() {
  const { isAuthenticated } = useReactiveVar(authStateVar);
  const navigate = useNavigate();
  const form = useAuthForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignUp,
    submit: async (values) => {
      const { credential } = await signUpWithEmail(getFirebaseAuth(), values);
      syncAuthState(credential.user);
      authStateVar({ ...authStateVar(), userCredential: credential, signinProvider: 'password' });
      navigate('/auth/verify-email', { replace: true });
    },
    action: 'sign-up',
  });

  if (isAuthenticated && !form.submitting) return <Navigate to="/" replace />;

  return (
    <>
      <AuthCardHeader title="Create your account">Track your brokers, portfolios and dividends in one place.</AuthCardHeader>
      <SocialSignInButtons />
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          <AuthTextField label="Name" name="name" autoComplete="name" value={form.values.name} onChange={form.bind('name')} error={form.fieldErrors.name} />
          <AuthTextField label="E-mail" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.bind('email')} error={form.fieldErrors.email} />
          <NewPasswordFields form={form} labels={{ password: 'Password', confirm: 'Confirm password' }} />
          {form.formError && <AuthAlert status="error">{form.formError}</AuthAlert>}
          <Button type="submit" colorPalette="primary" size="lg" loading={form.submitting}>
            Create account
          </Button>
        </Stack>
      </form>
      <AuthFooter>
        Already have an account? <AuthLink to="/auth/sign-in">Sign in</AuthLink>
      </AuthFooter>
    </>
  );
}
