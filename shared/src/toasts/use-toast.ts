import { useMemo } from 'react';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { toastAdded, type ToastType } from '@lifeguard/shared/toasts/toast-slice';

type ShowToast = (message: string, options?: { duration?: number }) => void;

/**
 * Shows toasts from any remote (spec 000 §2, §4): `show({message, type, duration})` or the
 * shorthands `success`, `error`, `warning`, `info`. `duration` in ms, default 5000, 0 keeps it.
 */
export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const by =
      (type: ToastType): ShowToast =>
      (message, options) =>
        dispatch(toastAdded({ message, type, duration: options?.duration }));
    return {
      show: (toast: { message: string; type?: ToastType; duration?: number }) => dispatch(toastAdded(toast)),
      success: by('success'),
      error: by('error'),
      warning: by('warning'),
      info: by('info'),
    };
  }, [dispatch]);
}
