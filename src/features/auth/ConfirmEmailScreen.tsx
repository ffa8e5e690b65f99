import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCardHeader } from './AuthCardHeader';
import { AuthFooter } from './AuthFooter';
import { AuthLink } from './AuthLink';

/** Navigation state of /auth/confirm-email: the address the reset link went to. */
export interface ConfirmEmailState {
  email: string;
}

function emailFrom(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : null;
}

/** After a password-reset request: tells the user to look for the e-mail. */
export function ConfirmEmailScreen() {
  const email = emailFrom(useLocation().state);
  return (
    <>
      <AuthCardHeader title="Check your e-mail" />
      <Stack gap="4">
        <Text>
          {email ? (
            <>
              If an account exists for <Text as="strong">{email}</Text>, we have sent it a link to choose a new password.
            </>
          ) : (
            'If an account exists for the address you entered, we have sent it a link to choose a new password.'
          )}
        </Text>
        <Text color="fg.muted">The link works once and expires after a while. Check your inbox, and your spam folder if it is not there.</Text>
        <Button asChild colorPalette="primary" size="lg">
          <RouterLink to="/auth/sign-in">Back to sign in</RouterLink>
        </Button>
      </Stack>
      <AuthFooter>
        No e-mail? <AuthLink to="/auth/forgot-password">Send another link</AuthLink>
      </AuthFooter>
    </>
  );
}
