import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The dark-mode choice (spec 000 §4), stored in localStorage under {@link THEME_STORAGE_KEY}. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export type ThemeState = {
  preference: ThemePreference;
  /** What the OS prefers; the shell keeps it current through `prefers-color-scheme`. */
  systemMode: ColorMode;
};

/** Reads the stored choice; anything unknown counts as 'system'. */
export function readStoredThemePreference(
  storage: Storage | undefined = globalThis.localStorage,
): ThemePreference {
  const value = storage?.getItem(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

const initialState: ThemeState = { preference: 'system', systemMode: 'light' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    themePreferenceChanged(state, action: PayloadAction<ThemePreference>) {
      state.preference = action.payload;
    },
    systemModeChanged(state, action: PayloadAction<ColorMode>) {
      state.systemMode = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.preference,
    /** The mode in effect: the choice, or the OS's for 'system'. */
    selectColorMode: (state): ColorMode =>
      state.preference === 'system' ? state.systemMode : state.preference,
  },
});

export const { themePreferenceChanged, systemModeChanged } = themeSlice.actions;
export const { selectThemePreference, selectColorMode } = themeSlice.selectors;
