/**
 * Reads until `done` holds of what was read, every 200 ms, for at most `ms`: for what background
 * jobs make (quotes, first fetches, alerts). The timeout names what was awaited and shows the last read.
 */
export async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)?.slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
