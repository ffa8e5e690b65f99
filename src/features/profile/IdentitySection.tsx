import { Avatar, Badge, Box, Button, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { toaster } from '../../ui/toaster';
import { ProfileSection } from './ProfileSection';
import { notifyFailure } from './notifyFailure';
import { providerLabel } from './providerLabel';
import { useEditUserSetting } from './useEditUserSetting';

export const NAME_REQUIRED = 'Enter your name.';
const NAME_MAX_LENGTH = 100;

/** Photo, editable name, e-mail, sign-in provider and verification state. */
export function IdentitySection({ user }: { user: CurrentUser_UserFragment }) {
  const editUserSetting = useEditUserSetting();
  const [name, setName] = useState(user.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const unchanged = trimmed === (user.name ?? '');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) {
      setError(NAME_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      await editUserSetting(user, { name: trimmed });
      setName(trimmed);
      toaster.create({ type: 'success', title: 'Name saved' });
    } catch (failure) {
      notifyFailure('The name was not saved', failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileSection title="Account">
      <Stack gap="6">
        <HStack gap="4" align="center">
          <Avatar.Root size="2xl" colorPalette="primary">
            <Avatar.Fallback name={user.name ?? user.email ?? undefined} />
            {user.photoURL && <Avatar.Image src={user.photoURL} alt="" referrerPolicy="no-referrer" />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontSize="xl" fontWeight="bold" truncate>
              {user.name || 'No name yet'}
            </Text>
            <Text color="fg.muted" truncate>
              {user.email}
            </Text>
          </Stack>
        </HStack>

        <form onSubmit={save} noValidate>
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="3">
            <Field.Root invalid={error !== null} flex="1">
              <Field.Label>Name</Field.Label>
              <Input
                value={name}
                maxLength={NAME_MAX_LENGTH}
                autoComplete="name"
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(null);
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="primary" loading={saving} disabled={unchanged} mt={{ base: '0', sm: '6' }}>
              Save name
            </Button>
          </Stack>
        </form>

        {/* Label over value on phones, label beside value from sm up (a plain grid: Chakra's
            DataList lost its columns with a responsive orientation). */}
        <Grid as="dl" templateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }} alignItems="baseline">
          <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>E-mail</Text>
          <Box as="dd">
            <HStack gap="2" wrap="wrap">
              <Text overflowWrap="anywhere">{user.email ?? '—'}</Text>
              {user.emailVerified ? (
                <Badge colorPalette="green" variant="subtle">Verified</Badge>
              ) : (
                <Badge colorPalette="orange" variant="subtle">Not verified</Badge>
              )}
            </HStack>
          </Box>
          <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>Signed in with</Text>
          <Box as="dd">{providerLabel(user.providerToSignedIn ?? user.provider)}</Box>
          <Text as="dt" color="fg.muted" fontSize="sm" mt={{ base: '2', sm: '0' }}>Member since</Text>
          <Box as="dd">{formatDate(user.createdAt)}</Box>
        </Grid>
      </Stack>
    </ProfileSection>
  );
}
