import { Button, Stack, Text } from '@chakra-ui/react';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthLink } from './AuthLink';
import { NewPasswordFields } from './NewPasswordFields';
import { reportAuthError } from './authErrorMessage';
import { validateNewPassword } from './authValidation';
import { getFirebaseAuth } from './firebase';
import { useAuthForm } from './useAuthForm';

type CodeCheck = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

/** Sets a new password from the oobCode of a reset link (the action handler sends it here). */
export function PasswordResetScreen() {
  const oobCode = useSearchParams()[0].get('oobCode') ?? '';
  const [check, setCheck] = useState<CodeCheck>({ status: 'checking' });
  const [done, setDone] = useState(false);

  useEffect(() => {
    let current = true;
    (oobCode ? verifyPasswordResetCode(getFirebaseAuth(), oobCode) : Promise.reject(Object.assign(new Error('no oobCode'), { code: 'auth/invalid-action-code' })))
      .then((email) => current && setCheck({ status: 'valid', email }))
      .catch((error: unknown) => current && setCheck({ status: 'invalid', message: reportAuthError('password reset link check', error) }));
    return () => {
      current = false;
    };
  }, [oobCode]);

  const form = useAuthForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    submit: async ({ password }) => {
      await confirmPasswordReset(getFirebaseAuth(), oobCode, password);
      setDone(true);
    },
    action: 'password reset',
  });

  if (check.status === 'checking') {
    return <AuthCardHeader title="Choose a new password">Checking your link…</AuthCardHeader>;
  }
  if (check.status === 'invalid') {
    return (
      <>
        <AuthCardHeader title="Choose a new password" />
        <Stack gap="4">
          <AuthAlert status="error">{check.message}</AuthAlert>
          <Button asChild colorPalette="primary" size="lg">
            <RouterLink to="/auth/forgot-password">Request a new link</RouterLink>
          </Button>
        </Stack>
      </>
    );
  }
  if (done) {
    return (
      <>
        <AuthCardHeader title="Password changed" />
        <Stack gap="4">
          <AuthAlert status="success">Your password has been changed. Sign in with your new password.</AuthAlert>
          <Button asChild colorPalette="primary" size="lg">
            <RouterLink to="/auth/sign-in">Sign in</RouterLink>
          </Button>
        </Stack>
      </>
    );
  }
  return (
    <>
      <AuthCardHeader title="Choose a new password">
        For <Text as="strong">{check.email}</Text>.
      </AuthCardHeader>
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          <NewPasswordFields form={form} labels={{ password: 'New password', confirm: 'Confirm new password' }} />
          {form.formError && <AuthAlert status="error">{form.formError}</AuthAlert>}
          <Button type="submit" colorPalette="primary" size="lg" loading={form.submitting}>
            Save new password
          </Button>
          <AuthLink to="/auth/sign-in">Back to sign in</AuthLink>
        </Stack>
      </form>
    </>
  );
}
