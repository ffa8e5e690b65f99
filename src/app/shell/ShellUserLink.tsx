import { Avatar, Box, Text } from '@chakra-ui/react';
import { PROFILE_PATH } from './navItems';
import { ShellLink } from './ShellLink';
import { useShellUser, type ShellUser } from './useShellUser';

function UserAvatar({ user, size }: { user: ShellUser; size: 'xs' | 'sm' }) {
  return (
    // Decorative: the link around it names the user in text.
    <Avatar.Root size={size} colorPalette="primary" aria-hidden>
      <Avatar.Fallback name={user.label} />
      {user.photoURL && <Avatar.Image src={user.photoURL} alt="" />}
    </Avatar.Root>
  );
}

interface ShellUserLinkProps {
  isCurrent: boolean;
  onNavigate?: () => void;
}

/** The foot of the sidebar: who is signed in, leading to their profile. */
export function ShellUserLink({ isCurrent, onNavigate }: ShellUserLinkProps) {
  const user = useShellUser();
  return (
    <ShellLink
      to={PROFILE_PATH}
      onClick={onNavigate}
      aria-current={isCurrent ? 'page' : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      px="2"
      py="2"
      rounded="l2"
      focusVisibleRing="outside"
      transitionProperty="background-color"
      transitionDuration="fast"
      _hover={{ bg: 'bg.muted' }}
      _currentPage={{ bg: 'colorPalette.muted' }}
    >
      <UserAvatar user={user} size="sm" />
      <Box minW="0" flex="1">
        <Text srOnly>Profile: </Text>
        <Text textStyle="sm" fontWeight="semibold" truncate>
          {user.label}
        </Text>
        {user.detail && (
          <Text textStyle="xs" color="fg.muted" truncate>
            {user.detail}
          </Text>
        )}
      </Box>
    </ShellLink>
  );
}

/** The top bar's shortcut to the profile: the avatar alone. */
export function ShellAvatarLink({ isCurrent }: { isCurrent: boolean }) {
  const user = useShellUser();
  return (
    <ShellLink
      to={PROFILE_PATH}
      aria-label={`Profile: ${user.label}`}
      aria-current={isCurrent ? 'page' : undefined}
      display="inline-flex"
      rounded="full"
      p="1"
      focusVisibleRing="outside"
    >
      <UserAvatar user={user} size="xs" />
    </ShellLink>
  );
}
