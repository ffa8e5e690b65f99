/**
 * The time now, to the minute, re-rendering its reader when the minute turns: for "12 min ago"
 * labels that should age while they are on screen. Read through useSyncExternalStore so a render
 * stays pure (the snapshot is the same all minute long).
 */
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onChange: () => void): () => void {
  // Twice a minute, so a turn is seen within half a minute; a snapshot that did not change renders nothing.
  const timer = setInterval(onChange, MINUTE / 2);
  return () => clearInterval(timer);
}

const snapshot = () => Math.floor(Date.now() / MINUTE) * MINUTE;

export function useMinuteClock(): Date {
  return new Date(useSyncExternalStore(subscribe, snapshot));
}
