import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import {
  THEME_STORAGE_KEY,
  selectColorMode,
  selectThemePreference,
  systemModeChanged,
} from '@lifeguard/shared/theme/theme-slice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Dark mode (spec 000 §4): stores the choice as `theme`, puts a `dark` class on the page, and
 * follows the OS preference live for 'system'. Returns the mode in effect.
 */
export function useThemeSync() {
  const dispatch = useAppDispatch();
  const preference = useAppSelector(selectThemePreference);
  const mode = useAppSelector(selectColorMode);

  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const update = () => dispatch(systemModeChanged(query.matches ? 'dark' : 'light'));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [dispatch]);

  useEffect(() => {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  }, [preference]);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return mode;
}
