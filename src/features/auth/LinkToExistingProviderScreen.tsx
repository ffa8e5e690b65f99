import { Button, Stack, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { authStateVar, pendingCredentialVar } from '../../apollo/vars';
import { AuthAlert } from './AuthAlert';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthTextField } from './AuthTextField';
import { reportAuthError } from './authErrorMessage';
import { getFirebaseAuth } from './firebase';
import { linkWithPassword, linkWithProvider, proofMethodsFor, type ProofMethods } from './linkToExistingAccount';
import { providerLabel, type SocialProviderId } from './socialSignIn';
import { useAuthForm } from './useAuthForm';
import { useCompleteSignIn } from './useCompleteSignIn';

/** Navigation state of /auth/link-to-existing-provider (the credential is in pendingCredentialVar). */
export interface LinkToExistingProviderState {
  email: string;
  /** The provider the user just tried ("facebook.com"). */
  providerId: string;
}

function clashFrom(state: unknown): LinkToExistingProviderState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, providerId } = state as Partial<LinkToExistingProviderState>;
  return typeof email === 'string' && typeof providerId === 'string' ? { email, providerId } : null;
}

export function LinkToExistingProviderScreen() {
  const clash = clashFrom(useLocation().state);
  const pending = useReactiveVar(pendingCredentialVar);
  if (!clash || !pending) {
    return (
      <>
        <AuthCardHeader title="Link your accounts" />
        <Stack gap="4">
          <AuthAlert status="info">There is no sign-in waiting to be linked. Sign in again to start over.</AuthAlert>
          <Button asChild colorPalette="primary" size="lg">
            <RouterLink to="/auth/sign-in">Back to sign in</RouterLink>
          </Button>
        </Stack>
      </>
    );
  }
  return <LinkForm clash={clash} />;
}

function LinkForm({ clash }: { clash: LinkToExistingProviderState }) {
  const completeSignIn = useCompleteSignIn();
  const [methods, setMethods] = useState<ProofMethods | null>(null);
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const [popupError, setPopupError] = useState<string | null>(null);
  const tried = providerLabel(clash.providerId);

  useEffect(() => {
    authStateVar({ ...authStateVar(), linkToProvider: clash.providerId });
    let current = true;
    void proofMethodsFor(getFirebaseAuth(), clash.email, clash.providerId).then((found) => current && setMethods(found));
    return () => {
      current = false;
    };
  }, [clash.email, clash.providerId]);

  const finish = (outcome: Awaited<ReturnType<typeof linkWithPassword>>) => {
    pendingCredentialVar(null);
    completeSignIn(outcome);
  };

  const pendingCredential = () => {
    const credential = pendingCredentialVar();
    if (!credential) throw Object.assign(new Error('The pending credential is gone'), { code: 'auth/invalid-credential' });
    return credential;
  };

  const form = useAuthForm({
    initialValues: { password: '' },
    validate: ({ password }) => (password ? {} : { password: 'Enter your password.' }),
    submit: async ({ password }) => finish(await linkWithPassword(getFirebaseAuth(), clash.email, password, pendingCredential())),
    action: 'linking with a password',
  });

  const proveWith = (id: SocialProviderId) => {
    setBusy(id);
    setPopupError(null);
    linkWithProvider(getFirebaseAuth(), id, pendingCredential())
      .then(finish)
      .catch((error: unknown) => setPopupError(reportAuthError(`linking through ${id}`, error)))
      .finally(() => setBusy(null));
  };

  return (
    <>
      <AuthCardHeader title="Link your accounts">
        An account already exists for <Text as="strong">{clash.email}</Text>. Sign in to it once the way you did before, and {tried} will be
        linked to it: next time either way signs you in.
      </AuthCardHeader>
      {!methods ? (
        <Text color="fg.muted">Looking up your account…</Text>
      ) : (
        <Stack gap="4">
          {methods.providers.length > 0 && (
            <Stack gap="3">
              {popupError && <AuthAlert status="error">{popupError}</AuthAlert>}
              {methods.providers.map((id) => (
                <Button key={id} variant="outline" colorPalette="gray" size="lg" loading={busy === id} disabled={busy !== null} onClick={() => proveWith(id)}>
                  Continue with {providerLabel(id)}
                </Button>
              ))}
            </Stack>
          )}
          {methods.password && (
            <form onSubmit={form.onSubmit} noValidate>
              <Stack gap="4">
                <AuthTextField label="E-mail" name="email" type="email" autoComplete="username" value={clash.email} onChange={() => undefined} readOnly />
                <AuthTextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={form.values.password}
                  onChange={form.bind('password')}
                  error={form.fieldErrors.password}
                />
                {form.formError && <AuthAlert status="error">{form.formError}</AuthAlert>}
                <Button type="submit" colorPalette="primary" size="lg" loading={form.submitting}>
                  Sign in and link {tried}
                </Button>
              </Stack>
            </form>
          )}
          <Button asChild variant="ghost">
            <RouterLink to="/auth/sign-in">Cancel</RouterLink>
          </Button>
        </Stack>
      )}
    </>
  );
}
