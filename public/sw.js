// The app's service worker (scope /app/): shows the notifications the server pushes (Web Push,
// payload {title, body, url, tag}) while no tab needs to be open, and opens or focuses the app
// when one is clicked. It caches nothing: the app works as it does without it.

self.addEventListener('install', () => {
  // Nothing to fetch first: take over at once so a push can be shown right after the user allows.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let message = { title: 'Portfolio tracker', body: '', url: '/app/', tag: undefined };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/app/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only the app's own pages: a payload cannot send the user elsewhere.
  const target = new URL(event.notification.data?.url ?? '/app/', self.location.origin);
  const url = target.origin === self.location.origin && target.pathname.startsWith('/app/') ? target.href : new URL('/app/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/app/'));
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
