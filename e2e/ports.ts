// Ports of their own, so the journeys run beside a developer's `npm start` (8080/9099).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8191);
export const E2E_AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 9191);
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 12191);
