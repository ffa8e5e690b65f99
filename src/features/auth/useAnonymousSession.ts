import { useEffect } from 'react';
import { startAnonymousSession } from './anonymousSession';
import { getFirebaseAuth } from './firebase';

/** Mount on public pages: gives a visitor without any session an anonymous one. */
export function useAnonymousSession(): void {
  useEffect(() => {
    void startAnonymousSession(getFirebaseAuth());
  }, []);
}
