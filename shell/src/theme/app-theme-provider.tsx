import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@lifeguard/shared/theme/global-style';
import { darkTheme, lightTheme } from '@lifeguard/shared/theme/tokens';
import { useThemeSync } from './use-theme-sync';

/** Provides the light or dark tokens to every remote and applies the page-wide styles. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeSync();
  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
