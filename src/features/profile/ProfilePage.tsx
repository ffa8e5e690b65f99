import { Container, Heading, Stack } from '@chakra-ui/react';
import { Loader } from '../../ui/Loader';
import { CorporateActionsSection } from './CorporateActionsSection';
import { CostMethodSection } from './CostMethodSection';
import { EmbedsSection } from './EmbedsSection';
import { IdentitySection } from './IdentitySection';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { PreferencesSection } from './PreferencesSection';
import { SessionsSection } from './SessionsSection';
import { useCurrentUser } from '../../data/useCurrentUser';

/** /app/profile: the user's identity, settings, sessions and account deletion. */
export function ProfilePage() {
  const user = useCurrentUser();
  // The route is guarded: a signed-in user whose profile is still being audited waits here.
  if (!user) return <Loader inArea />;
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Profile
        </Heading>
        {/* Keyed by user: the name field starts from the saved name of whoever is signed in. */}
        <IdentitySection key={user._id} user={user} />
        <PreferencesSection user={user} />
        <CostMethodSection user={user} />
        <CorporateActionsSection user={user} />
        <NotificationSettingsSection />
        <EmbedsSection />
        <SessionsSection user={user} />
      </Stack>
    </Container>
  );
}
