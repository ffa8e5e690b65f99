// The run's push service stand-in (jest/globalSetup.ts): subscriptions made on it as a browser's
// pushManager.subscribe would make them, and what was pushed to each, decrypted.
import type { PushedMessage } from '../../scripts/pushService/pushService';

export interface StandInSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function standInUrl(): string {
  const host = process.env.PUSH_STAND_IN_HOST;
  if (!host) throw new Error('PUSH_STAND_IN_HOST is not set: Jest global setup starts the push service stand-in.');
  return `http://${host}`;
}

export async function standInSubscription(): Promise<StandInSubscription> {
  return (await (await fetch(`${standInUrl()}/subscriptions`, { method: 'POST' })).json()) as StandInSubscription;
}

export async function pushedMessages(subscription: StandInSubscription): Promise<PushedMessage[]> {
  return (await (await fetch(`${standInUrl()}/subscriptions/${subscription.id}/messages`)).json()) as PushedMessage[];
}

/** The browser goes away: later pushes to it are answered 410 Gone. */
export async function dropStandInSubscription(subscription: StandInSubscription): Promise<void> {
  await fetch(`${standInUrl()}/subscriptions/${subscription.id}`, { method: 'DELETE' });
}
