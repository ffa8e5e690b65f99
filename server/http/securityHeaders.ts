// Content-Security-Policy for the SPA: only our origin, plus what Firebase Auth needs (its REST
// endpoints, and the popup helper script and frame of the project's auth domain). Only our own
// pages may frame the app, except the embed page, which exists to be framed by other websites.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/** Who may frame a page: our own origin, or (the embed page) any website. */
type Framing = 'self' | 'anyone';

function options(config: Config, framing: Framing): FastifyHelmetOptions {
  const firebaseConnect = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
  const authDomain = `https://${config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`}`;
  const emulator = config.authEmulatorUrl ? [config.authEmulatorUrl] : [];
  const production = config.NODE_ENV === 'production';
  const framedByAnyone = framing === 'anyone';
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
        frameAncestors: framedByAnyone ? ['*'] : ["'self'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // X-Frame-Options cannot say "anyone": the embed page sends none and relies on frame-ancestors.
    frameguard: framedByAnyone ? false : { action: 'sameorigin' },
    // A host page that isolates itself (COEP require-corp) may still load the embed page; the
    // page's own scripts and styles are same-origin to the frame and keep same-origin.
    crossOriginResourcePolicy: { policy: framedByAnyone ? 'cross-origin' : 'same-origin' },
    hsts: production ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

export const helmetOptions = (config: Config): FastifyHelmetOptions => options(config, 'self');

/** The embed page's HTML (/app/embed-widget/*): any website may frame it. */
export const embedPageHelmetOptions = (config: Config): FastifyHelmetOptions => options(config, 'anyone');
