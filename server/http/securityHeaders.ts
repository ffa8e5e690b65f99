// Content-Security-Policy for the SPA: only our origin, plus what Firebase Auth needs (its REST
// endpoints, and the popup helper script and frame of the project's auth domain).
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const firebaseConnect = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
  const authDomain = `https://${config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`}`;
  const emulator = config.authEmulatorUrl ? [config.authEmulatorUrl] : [];
  const production = config.NODE_ENV === 'production';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
        // Emotion (Chakra UI) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...firebaseConnect, ...emulator],
        frameSrc: ["'self'", authDomain, ...emulator],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: production ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}
