import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { CreateAccountScreen } from '../components/create-account-screen';

describe('a failed third-party sign-in (spec 000 §4 callback, §8)', () => {
  it("shows the callback's message in the red banner of step 1", async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/auth/callback"
          element={<Navigate to="/register" state={{ error: 'Authentication failed. Please try again.' }} />}
        />
        <Route path="/register" element={<CreateAccountScreen />} />
      </Routes>,
      { route: '/auth/callback', path: '/*' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  });
});
