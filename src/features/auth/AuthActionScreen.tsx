import { Button, Stack } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { applyActionCode, checkActionCode, type Auth } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { authStateVar } from '../../apollo/vars';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { reportAuthError } from './authErrorMessage';
import { getFirebaseAuth } from './firebase';
import { syncAuthState } from './watchAuthState';

type ActionResult = { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * Applies a one-time code once per page, even when React runs the effect twice (StrictMode):
 * a second applyActionCode would fail with invalid-action-code and hide the first success.
 */
const applied = new Map<string, Promise<string>>();

async function verifyEmail(auth: Auth, oobCode: string): Promise<string> {
  await applyActionCode(auth, oobCode);
  // On a fresh page load the persisted session may not be restored yet.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (user && !user.isAnonymous) {
    // The signed-in user is the one verified (usually): refresh so the app and the server's
    // token claims both see it now.
    await user.reload();
    await user.getIdToken(true);
    syncAuthState(user);
  }
  return 'Your e-mail address is verified. Thank you!';
}

async function recoverEmail(auth: Auth, oobCode: string): Promise<string> {
  const info = await checkActionCode(auth, oobCode);
  await applyActionCode(auth, oobCode);
  const restored = info.data.email ?? 'your previous address';
  return `Your sign-in e-mail address is back to ${restored}. If you did not ask for the change, choose a new password now.`;
}

function runOnce(key: string, run: () => Promise<string>): Promise<string> {
  let result = applied.get(key);
  if (!result) {
    result = run();
    applied.set(key, result);
  }
  return result;
}

/**
 * The handler of e-mail action links (/app/auth/action?mode=...&oobCode=...), the page the
 * project's action URL points at: verifies an e-mail, restores a changed e-mail, or hands a
 * password reset to the password-reset screen.
 */
export function AuthActionScreen() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  const { isAuthenticated } = useReactiveVar(authStateVar);
  const [result, setResult] = useState<ActionResult>({ status: 'working' });

  useEffect(() => {
    if (mode !== 'verifyEmail' && mode !== 'recoverEmail') return;
    const auth = getFirebaseAuth();
    let current = true;
    runOnce(`${mode}:${oobCode}`, () => (mode === 'verifyEmail' ? verifyEmail(auth, oobCode) : recoverEmail(auth, oobCode)))
      .then((message) => current && setResult({ status: 'done', message }))
      .catch((error: unknown) => current && setResult({ status: 'failed', message: reportAuthError(mode, error) }));
    return () => {
      current = false;
    };
  }, [mode, oobCode]);

  if (mode === 'resetPassword') return <Navigate to={`/auth/password-reset?oobCode=${encodeURIComponent(oobCode)}`} replace />;

  const known = mode === 'verifyEmail' || mode === 'recoverEmail';
  const title = mode === 'recoverEmail' ? 'Restore your e-mail address' : 'Verify your e-mail address';
  const way = isAuthenticated ? { to: '/', label: 'Continue to the app' } : { to: '/auth/sign-in', label: 'Sign in' };

  if (!known || !oobCode) {
    return (
      <>
        <AuthCardHeader title="This link is not valid" />
        <Stack gap="4">
          <AuthAlert status="error">This link is incomplete or not meant for this page. Open the link from the e-mail again, or request a new one.</AuthAlert>
          <Button asChild colorPalette="primary" size="lg">
            <RouterLink to={way.to}>{way.label}</RouterLink>
          </Button>
        </Stack>
      </>
    );
  }

  if (result.status === 'working') return <AuthCardHeader title={title}>One moment…</AuthCardHeader>;

  return (
    <>
      <AuthCardHeader title={title} />
      <Stack gap="4">
        <AuthAlert status={result.status === 'done' ? 'success' : 'error'}>{result.message}</AuthAlert>
        {result.status === 'done' && mode === 'recoverEmail' ? (
          <Button asChild colorPalette="primary" size="lg">
            <RouterLink to="/auth/forgot-password">Choose a new password</RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="primary" size="lg">
            <RouterLink to={way.to}>{way.label}</RouterLink>
          </Button>
        )}
      </Stack>
    </>
  );
}
