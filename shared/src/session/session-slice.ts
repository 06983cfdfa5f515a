import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import type { User } from '@lifeguard/shared/session/user';

/** Client session state (spec 000 §4 "Authentication"): the signed-in user in client shape. */
export type SessionState = { user: User | null };

const initialState: SessionState = { user: null };

const { getCurrentUser, login, mfaAuthenticate, logout } = sessionApi.endpoints;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Sets or clears the user, e.g. after a password reset that signs in or a phone verification. */
    sessionUserChanged(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(getCurrentUser.matchFulfilled, login.matchFulfilled, mfaAuthenticate.matchFulfilled),
        (state, action) => {
          state.user = action.payload;
        },
      )
      .addMatcher(isAnyOf(logout.matchFulfilled, logout.matchRejected), (state) => {
        state.user = null;
      });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.user !== null,
  },
});

export const { sessionUserChanged } = sessionSlice.actions;
export const { selectCurrentUser, selectIsAuthenticated } = sessionSlice.selectors;
