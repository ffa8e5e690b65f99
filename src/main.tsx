import '@fontsource/nunito/400.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo/client';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/routes';
import { getFirebaseAuth, getIdToken, knownIdToken } from './features/auth/firebase';
import { AuditOnSignIn } from './features/auth/useAuditOnSignIn';
import { watchAuthState } from './features/auth/watchAuthState';
import { operationLog } from './features/support/operationLog';
import { createOperationLogLink } from './features/support/operationLogLink';

import { isEmbedPath } from './features/embed/embedPath';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function bootApp(root: HTMLElement): void {
  watchAuthState(getFirebaseAuth());
  const client = createApolloClient({ getIdToken, knownIdToken, observers: [createOperationLogLink(operationLog)] });
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <AuditOnSignIn />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// An embedded widget on another website is not the app: no sign-in, no shell, its own client.
if (isEmbedPath(window.location.pathname)) void import('./features/embed/bootEmbed').then(({ bootEmbed }) => bootEmbed(container));
else bootApp(container);
