import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { system } from '../ui/theme';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** Renders UI inside the app's Chakra system, as AppProviders does (without Apollo or themes). */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: ThemeWrapper });
}
