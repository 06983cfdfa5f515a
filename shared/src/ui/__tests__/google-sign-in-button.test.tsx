import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { GoogleSignInButton } from '../google-sign-in-button';

const TOKEN = 'k'.repeat(43);

function setCsrfCookie(value: string | null) {
  document.cookie =
    value === null
      ? 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `csrftoken=${value}; path=/`;
}

afterEach(() => {
  setCsrfCookie(null);
  document.body.querySelectorAll('form').forEach((form) => form.remove());
});

describe('Sign in with Google (spec 000 §4, §7)', () => {
  it('posts a browser form to the provider redirect with provider, process, callback and CSRF token', async () => {
    setCsrfCookie(TOKEN);
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const { user } = renderWithProviders(<GoogleSignInButton />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(submitted).toHaveLength(1);
    const form = submitted[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/_allauth/browser/v1/auth/provider/redirect');
    const fields = Array.from(form.querySelectorAll('input'), (input) => [input.name, input.value]);
    expect(Object.fromEntries(fields)).toEqual({
      provider: 'google',
      process: 'login',
      callback_url: 'http://localhost/app/auth/callback',
      csrfmiddlewaretoken: TOKEN,
    });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says the start failed and stops loading when the browser refuses the form', async () => {
    setCsrfCookie(TOKEN);
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { user } = renderWithProviders(<GoogleSignInButton />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initiate Google authentication');
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(document.body.querySelector('form')).toBeNull();
  });

  it("starts the same sign-in from registration's 'Sign up with Google'", async () => {
    setCsrfCookie(TOKEN);
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<GoogleSignInButton label="Sign up with Google" />, {
      route: '/register',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.querySelector<HTMLInputElement>('input[name=process]')?.value).toBe('login');
  });

  it('does not post without a CSRF token cookie, which the server would refuse', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<GoogleSignInButton />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initiate Google authentication');
  });
});
