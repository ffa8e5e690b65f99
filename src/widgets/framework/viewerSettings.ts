/**
 * Whose display settings a widget formats with when no one is signed in: an embedded widget
 * shows its owner's currency and number locale to a visitor without an account.
 */
import { createContext } from 'react';

export interface ViewerSettings {
  currency: string;
  userLocale: string | null;
}

export const ViewerSettingsContext = createContext<ViewerSettings | null>(null);
