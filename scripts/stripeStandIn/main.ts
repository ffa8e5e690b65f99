// npx tsx scripts/stripeStandIn/main.ts: the local Stripe stand-in (development only) on PORT
// (default 12111) until Ctrl-C. Point the SDK at it with host 127.0.0.1, that port, protocol http.
import { startStripeStandIn } from './standIn';

const standIn = await startStripeStandIn({ port: Number(process.env.PORT ?? 12111) });
console.log(`Local Stripe stand-in (test mode, development only) listening on ${standIn.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
