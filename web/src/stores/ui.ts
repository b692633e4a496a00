import { create } from 'zustand';
import { STORAGE_KEYS } from '@fanhub/shared';

export type AuthMode = 'login' | 'register';

/** In-place sections of the main page (spec 1 §2). */
export const SECTION_IDS = ['about', 'schedule', 'giveaways', 'tournament-table', 'profile'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const THEMES = ['neon-blue', 'neon-purple', 'neon-green', 'cyber-red', 'classic-dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'neon-blue';

function storedTheme(): Theme {
  try {
    const v = window.localStorage.getItem(STORAGE_KEYS.adminTheme);
    return (THEMES as readonly string[]).includes(v ?? '') ? (v as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

interface UiState {
  /** null: the auth dialog is closed. */
  authModal: AuthMode | null;
  openAuthModal: (mode?: AuthMode) => void;
  setAuthMode: (mode: AuthMode) => void;
  closeAuthModal: () => void;
  activeSection: SectionId;
  setActiveSection: (id: SectionId) => void;
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useUiStore = create<UiState>((set) => ({
  authModal: null,
  openAuthModal: (mode = 'login') => set({ authModal: mode }),
  setAuthMode: (mode) => set((s) => (s.authModal ? { authModal: mode } : s)),
  closeAuthModal: () => set({ authModal: null }),
  activeSection: 'about',
  setActiveSection: (activeSection) => set({ activeSection }),
  theme: storedTheme(),
  setTheme(theme) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.adminTheme, theme);
    } catch {
      /* storage unavailable: the choice lasts for this page only */
    }
    set({ theme });
  },
}));
