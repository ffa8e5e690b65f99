import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthFooter } from './AuthFooter';
import { AuthLink } from './AuthLink';
import { AuthTextField } from './AuthTextField';
import { validateEmailOnly } from './authValidation';
import type { ConfirmEmailState } from './ConfirmEmailScreen';
import { requestPasswordReset } from './emailPasswordAuth';
import { getFirebaseAuth } from './firebase';
import { useAuthForm } from './useAuthForm';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const form = useAuthForm({
    initialValues: { email: '' },
    validate: validateEmailOnly,
    submit: async ({ email }) => {
      await requestPasswordReset(getFirebaseAuth(), email);
      const state: ConfirmEmailState = { email: email.trim() };
      navigate('/auth/confirm-email', { state });
    },
    action: 'password reset request',
  });

  return (
    <>
      <AuthCardHeader title="Forgot your password?">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </AuthCardHeader>
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          <AuthTextField label="E-mail" name="email" type="email" autoComplete="email" value={form.values.email} onChange={form.bind('email')} error={form.fieldErrors.email} />
          {form.formError && <AuthAlert status="error">{form.formError}</AuthAlert>}
          <Button type="submit" colorPalette="primary" size="lg" loading={form.submitting}>
            Send reset link
          </Button>
        </Stack>
      </form>
      <AuthFooter>
        Remembered it? <AuthLink to="/auth/sign-in">Back to sign in</AuthLink>
      </AuthFooter>
    </>
  );
}
