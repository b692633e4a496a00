import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@fanhub/shared';

/** Spec 2 §3: the five admin themes, stored under 'admin-theme'; neon-blue by default. */
export const THEMES = [
  { id: 'neon-blue', name: 'Неон: синий' },
  { id: 'neon-purple', name: 'Неон: фиолетовый' },
  { id: 'neon-green', name: 'Неон: зелёный' },
  { id: 'cyber-red', name: 'Кибер: красный' },
  { id: 'classic-dark', name: 'Классика: тёмная' },
] as const;
export type ThemeId = (typeof THEMES)[number]['id'];
const isTheme = (v: string | null): v is ThemeId => THEMES.some((t) => t.id === v);

const ThemeContext = createContext<{ theme: ThemeId; setTheme: (t: ThemeId) => void } | null>(null);

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<ThemeId>(() => {
    const saved = localStorage.getItem(STORAGE_KEYS.adminTheme);
    return isTheme(saved) ? saved : 'neon-blue';
  });
  useEffect(() => localStorage.setItem(STORAGE_KEYS.adminTheme, theme), [theme]);
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
