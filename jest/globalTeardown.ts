export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __authEmulator?: { stop(): Promise<void> }; __stripeStandIn?: { close(): Promise<void> }; __mailCatcher?: { close(): Promise<void> }; __pushService?: { close(): Promise<void> } };
  await state.__mailCatcher?.close();
  await state.__pushService?.close();
  await state.__authEmulator?.stop();
  await state.__stripeStandIn?.close();
}
