import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { typePolicies } from '../../apollo/typePolicies';
import { assistantStateVar, authStateVar, initialAssistantState, initialAuthState } from '../../apollo/vars';
import { ada, signInWithCachedUser } from '../../features/profile/profileTestUtils';
import { basename } from '../routes';
import { system } from '../../ui/theme';
import { AppShell } from './AppShell';
import { notificationFixture, notificationPage, notificationsMock } from '../../data/notifications/testing/notificationFixtures';
import { NotificationAddedDocument } from '../../generated/graphql';
import { statusMock } from '../../features/assistant/testing/assistantFixtures';

// Router paths, without the basename.
function Page() {
  return <h1>Page at {useLocation().pathname}</h1>;
}

const routes = [
  {
    path: '/',
    element: (
      <AppShell banner={<div role="status">Banner</div>}>
        <Outlet />
      </AppShell>
    ),
    children: [{ index: true, element: <Page /> }, { path: '*', element: <Page /> }],
  },
];

function renderShellAt(path: string, cache = signInWithCachedUser()) {
  const router = createMemoryRouter(routes, { basename, initialEntries: [path] });
  render(
    <MockedProvider cache={cache} mocks={shellMocks()}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return router;
}

/** The bells' list (both read one request), the shell's push subscription, which pushes nothing, and the assistant's status. */
function shellMocks() {
  return [
    notificationsMock({}, notificationPage([notificationFixture(), notificationFixture()], { unreadCount: 2 })),
    { request: { query: NotificationAddedDocument }, result: { data: { notificationAdded: notificationFixture() } }, delay: Infinity },
    statusMock(),
  ];
}

/** The desktop sidebar's nav (jsdom applies no media query, so both layouts are in the DOM). */
function sidebarNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

afterEach(() => {
  authStateVar(initialAuthState);
  assistantStateVar(initialAssistantState);
});

describe('AppShell', () => {
  it('links every screen under the /app basename, in order, with the separator before Setup', () => {
    renderShellAt('/app/broker');

    const links = within(sidebarNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/app'],
      ['Portfolios', '/app/portfolio'],
      ['Brokers', '/app/broker'],
      ['Transactions', '/app/transaction'],
      ['Add transactions', '/app/transaction/add'],
      ['Import', '/app/transaction/import'],
      ['Assistant', '/app/assistant'],
      ['Setup', '/app/setup'],
      ['Profile', '/app/profile'],
      ['Subscription', '/app/subscription'],
      ['Token top-ups', '/app/token-top-up-prices'],
    ]);
    // Signing out of this device is one click from every screen (all devices: the profile).
    expect(within(sidebarNav()).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const separator = within(sidebarNav()).getByRole('separator');
    expect(separator.compareDocumentPosition(within(sidebarNav()).getByRole('link', { name: 'Setup' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(separator.compareDocumentPosition(within(sidebarNav()).getByRole('link', { name: 'Assistant' }))).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('marks only the current screen with aria-current', () => {
    renderShellAt('/app/broker');

    const current = within(sidebarNav()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Brokers']);
  });

  it('marks Add transactions alone on its route, and Transactions on an edit route', () => {
    renderShellAt('/app/transaction/add');
    expect(within(sidebarNav()).getByRole('link', { name: 'Add transactions' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Transactions' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Transactions current on its sub-routes', () => {
    renderShellAt('/app/transaction/edit/tx-1');
    expect(within(sidebarNav()).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('moves the current mark when the user follows a link', async () => {
    const router = renderShellAt('/app/');
    expect(within(sidebarNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(sidebarNav()).getByRole('link', { name: 'Portfolios' }));

    expect(router.state.location.pathname).toBe('/app/portfolio');
    expect(screen.getByRole('heading', { name: 'Page at /portfolio' })).toBeInTheDocument();
    expect(within(sidebarNav()).getByRole('link', { name: 'Portfolios' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebarNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('puts the notification bell, with the unread count, in the sidebar and in the phone bar', async () => {
    renderShellAt('/app/broker');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Notifications, 2 unread' })).toHaveLength(2));
    const sidebar = sidebarNav().parentElement as HTMLElement;
    expect(within(sidebar).getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('puts the assistant button beside the bell in the sidebar and in the phone bar, opening the drawer on first use', async () => {
    renderShellAt('/app/broker');
    const sidebar = sidebarNav().parentElement as HTMLElement;
    const button = within(sidebar).getByRole('button', { name: 'Assistant' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Assistant' })).toBeInTheDocument();
    // The panel's code is not loaded until the first open.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Assistant' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the signed-in user, linking to the profile, current there', () => {
    renderShellAt('/app/profile');

    const profile = screen.getByRole('link', { name: `Profile: ${ada.name} ${ada.email}` });
    expect(profile).toHaveAttribute('href', '/app/profile');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: `Profile: ${ada.name}` })).toHaveAttribute('href', '/app/profile');
  });

  it('shows the e-mail from Firebase while the profile is still being audited', () => {
    authStateVar({
      ...initialAuthState,
      isInitialized: true,
      isAuthenticated: true,
      user: { uid: 'uid-2', email: 'grace@example.com', displayName: null, photoURL: null, providerId: 'password', isAnonymous: false },
    });
    renderShellAt('/app/', new InMemoryCache({ typePolicies }));

    // The sidebar's user link and the top bar's avatar.
    const links = screen.getAllByRole('link', { name: 'Profile: grace@example.com' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/app/profile');
  });

  it('renders the banner above the page, and the page inside the main area', () => {
    renderShellAt('/app/setup');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page at /setup' })).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('status').compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers a skip link that moves focus to the main area', async () => {
    const router = renderShellAt('/app/broker');

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
    // No #fragment navigation: the router location is untouched.
    expect(router.state.location).toMatchObject({ pathname: '/app/broker', hash: '' });
  });

  it('opens a new screen at the top of the main area', async () => {
    const router = renderShellAt('/app/broker');
    const main = screen.getByRole('main');
    main.scrollTop = 300;
    expect(main.scrollTop).toBe(300);

    await act(() => router.navigate('/setup'));

    expect(main.scrollTop).toBe(0);
  });
});

describe('AppShell on a narrow screen', () => {
  it('opens the navigation drawer from the menu button and closes it when a link is chosen', async () => {
    const router = renderShellAt('/app/broker');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const menu = screen.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menu);

    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Brokers' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/app/transaction/import');

    await userEvent.click(within(drawer).getByRole('link', { name: 'Transactions' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/app/transaction');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when the current page is chosen again, and with its close button', async () => {
    renderShellAt('/app/broker');

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Brokers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
