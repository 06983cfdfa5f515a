import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Toast of spec 000 §3; `duration` in ms, 0 keeps it until dismissed (spec 000 §4). */
export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type Toast = { id: string; message: string; type: ToastType; duration: number };

/** Default toast duration, ms (spec 000 §9). */
export const DEFAULT_TOAST_DURATION = 5000;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      prepare(toast: { message: string; type?: ToastType; duration?: number }) {
        return {
          payload: {
            id: nanoid(),
            message: toast.message,
            type: toast.type ?? 'info',
            duration: toast.duration ?? DEFAULT_TOAST_DURATION,
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.items },
});

export const { toastAdded, toastDismissed } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
