import { Button, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Loader } from '../../ui/Loader';
import { authStateVar } from '../../apollo/vars';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { sendVerificationEmail } from './emailPasswordAuth';
import { getFirebaseAuth } from './firebase';
import { signOutAndReload } from './signOutAndReload';
import { syncAuthState } from './watchAuthState';

/** The "Verify Your Email" screen, shown after a successful sign-up. */
export function VerifyEmailScreen() {
  const { isInitialized, isAuthenticated, isEmailVerified, user } = useReactiveVar(authStateVar);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  // The user verifies in their mail client, often in another tab: look again on coming back.
  useEffect(() => {
    const recheck = () => {
      const current = getFirebaseAuth().currentUser;
      if (!current || current.isAnonymous) return;
      current
        .reload()
        .then(() => syncAuthState(current))
        .catch((error: unknown) => console.error('[auth] reloading the user failed', error));
    };
    window.addEventListener('focus', recheck);
    return () => window.removeEventListener('focus', recheck);
  }, []);

  if (!isInitialized) return <Loader />;
  if (!isAuthenticated) return <Navigate to="/auth/sign-in" replace />;
  if (isEmailVerified) return <Navigate to="/" replace />;

  const resend = () => {
    const current = getFirebaseAuth().currentUser;
    if (!current) return;
    setResending(true);
    setResent(false);
    sendVerificationEmail(current)
      .then(() => setResent(true))
      // A failed resend is only logged.
      .catch((error: unknown) => console.error('[auth] resending the verification e-mail failed', error))
      .finally(() => setResending(false));
  };

  return (
    <>
      <AuthCardHeader title="Verify Your Email" />
      <Stack gap="4">
        <Stack gap="1">
          <Text>We&apos;ve sent a verification email to:</Text>
          <Text fontWeight="bold" wordBreak="break-all">
            {user?.email}
          </Text>
        </Stack>
        <Text color="fg.muted">
          Follow the link in that email to verify your address. If you cannot find it, check your inbox and your spam folder.
        </Text>
        {resent && <AuthAlert status="success">A new verification email has been sent!</AuthAlert>}
        <Button colorPalette="primary" size="lg" loading={resending} onClick={resend}>
          Resend Verification Email
        </Button>
        <Button variant="outline" colorPalette="gray" size="lg" onClick={() => void signOutAndReload(getFirebaseAuth())}>
          Sign Out
        </Button>
      </Stack>
    </>
  );
}
