import { createContext, useContext, type ReactNode } from 'react';
import { useUiStore, type Theme } from '../../stores/ui';

/** Spec 2 §3: the five admin themes, stored under 'admin-theme'; neon-blue by default. */
export const THEMES = [
  { id: 'neon-blue', name: 'Неон: синий' },
  { id: 'neon-purple', name: 'Неон: фиолетовый' },
  { id: 'neon-green', name: 'Неон: зелёный' },
  { id: 'cyber-red', name: 'Кибер: красный' },
  { id: 'classic-dark', name: 'Классика: тёмная' },
] as const;
export type ThemeId = Theme;

const ThemeContext = createContext<{ theme: ThemeId; setTheme: (t: ThemeId) => void } | null>(null);

/**
 * The theme lives in the ui store, which also sets <html data-theme> for the site header and every
 * page outside the admin area: one source, so a change shows everywhere at once (it did not reach
 * the header until a reload while this provider kept its own copy).
 */
export function AdminThemeProvider({ children }: { children: ReactNode }) {
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  return (
    <ThemeContext.Provider value={{ theme, setTheme }}>
      <div className={`admin-theme admin-theme--${theme}`}>{children}</div>
    </ThemeContext.Provider>
  );
}

/** Spec 2 §3: using the theme outside its provider is an error. */
export function useAdminTheme() {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useAdminTheme must be used inside AdminThemeProvider');
  return value;
}
