import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { AssistantButton } from '../../features/assistant/AssistantButton';
import { AssistantPanelHost } from '../../features/assistant/AssistantPanelHost';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { NotificationListener } from '../../features/notifications/NotificationListener';
import { NotificationPanelHost } from '../../features/notifications/NotificationPanelHost';
import { Loader } from '../../ui/Loader';
import { MobileTopBar } from './MobileTopBar';
import { ShellNav } from './ShellNav';

const MAIN_ID = 'main-content';

interface AppShellProps {
  /** A notice across the top of the content (the simulated-data banner); it does not scroll. */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every signed-in screen: a sidebar of the app's screens from md up, a top bar
 * with a navigation drawer below it, and the page in a main area that scrolls on its own, so
 * the navigation stays in place on long pages. Both bars carry the assistant button and the
 * notification bell; the shell holds the page's one notification subscription and the panels
 * those buttons open.
 */
export function AppShell({ banner, children }: AppShellProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const loadingScreen = useNavigation().state === 'loading';

  // The window never scrolls here, so nothing resets the main area on navigation: a new screen
  // must open at its top. A layout effect runs before any page's own (passive) effects, which
  // may then restore a remembered offset without this one undoing it.
  useLayoutEffect(() => {
    if (mainRef.current) mainRef.current.scrollTop = 0;
  }, [pathname]);

  // Focus the main area without a #fragment navigation, which the router would record as a
  // history entry.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <Flex h="100dvh" overflow="hidden" bg="bg">
      <SkipNavLink id={MAIN_ID} zIndex="skipNav" onClick={skipToContent}>
        Skip to content
      </SkipNavLink>
      <Box hideBelow="md" w="60" flexShrink="0" bg="bg.panel" borderEndWidth="1px">
        <ShellNav
          headerAction={
            <Flex align="center" gap="0.5">
              <AssistantButton />
              <NotificationBell />
            </Flex>
          }
        />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <MobileTopBar />
        {banner}
        <SkipNavContent as="main" id={MAIN_ID} ref={mainRef} flex="1" minH="0" overflowY="auto">
          {loadingScreen ? <Loader inArea /> : children}
        </SkipNavContent>
      </Flex>
      <NotificationListener />
      <NotificationPanelHost />
      <AssistantPanelHost />
    </Flex>
  );
}
