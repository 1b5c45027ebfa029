import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';

/** The spec's own key: the theme is kept in localStorage under `theme`. */
export const THEME_KEY = 'theme';

function initialMode(): ThemeMode {
  if (typeof window === 'undefined') return 'light';
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // Storage blocked: fall through to the document class.
  }
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function applyToDocument(mode: ThemeMode): void {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: initialMode(),
  setMode: (mode) => {
    try {
      window.localStorage.setItem(THEME_KEY, mode);
    } catch {
      // The choice still applies to this page.
    }
    applyToDocument(mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));

if (typeof document !== 'undefined') {
  applyToDocument(useThemeStore.getState().mode);
}
