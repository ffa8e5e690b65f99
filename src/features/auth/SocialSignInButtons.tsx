import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authStateVar, pendingCredentialVar } from '../../apollo/vars';
import { AuthAlert } from './AuthAlert';
import { reportAuthError } from './authErrorMessage';
import { getFirebaseAuth } from './firebase';
import type { LinkToExistingProviderState } from './LinkToExistingProviderScreen';
import { SOCIAL_PROVIDERS, accountClashFromError, signInWithSocial, type SocialProviderId } from './socialSignIn';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * "Continue with Google / Facebook / X" and the "or" line under them. A clash with an existing
 * account of the same e-mail goes to /auth/link-to-existing-provider.
 */
export function SocialSignInButtons() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);

  const signIn = (id: SocialProviderId) => {
    setBusy(id);
    setError(null);
    authStateVar({ ...authStateVar(), signinProvider: id });
    signInWithSocial(getFirebaseAuth(), id)
      .then(completeSignIn)
      .catch((failure: unknown) => {
        const clash = accountClashFromError(failure);
        if (clash) {
          pendingCredentialVar(clash.credential);
          const state: LinkToExistingProviderState = { email: clash.email, providerId: clash.providerId };
          navigate('/auth/link-to-existing-provider', { state });
          return;
        }
        setError(reportAuthError(`${id} sign-in`, failure));
      })
      .finally(() => setBusy(null));
  };

  return (
    <Stack gap="3">
      {error && <AuthAlert status="error">{error}</AuthAlert>}
      {SOCIAL_PROVIDERS.map(({ id, label }) => (
        <Button key={id} variant="outline" colorPalette="gray" size="lg" loading={busy === id} disabled={busy !== null} onClick={() => signIn(id)}>
          Continue with {label}
        </Button>
      ))}
      <HStack my="2">
        <Separator flex="1" />
        <Text flexShrink="0" color="fg.muted" fontSize="sm">
          or with your e-mail
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}
