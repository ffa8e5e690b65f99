// POST /billing/webhook: Stripe's events. The signature covers the exact bytes sent, so this
// route keeps the body raw (JSON parsing would change them) in a scope of its own.
import type { FastifyInstance } from 'fastify';
import type { BillingService } from './billing.service';

/** Stripe's events are a few kilobytes; nothing bigger is one. */
const MAX_EVENT_BYTES = 512 * 1024;

export async function registerBillingWebhook(app: FastifyInstance, billing: BillingService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES }, (_req, body, done) => done(null, body));
    scope.post('/billing/webhook', async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const answer = await billing.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
        return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
      } catch (error) {
        // Nothing was recorded (the event's transaction rolled back): Stripe delivers it again later.
        req.log.error({ err: error }, 'billing: webhook could not be applied');
        return reply.code(503).send({ message: 'The event could not be applied now; deliver it again later.' });
      }
    });
  });
}
