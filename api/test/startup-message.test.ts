import { startupMessage } from '../src/startup-message.js';

describe('the address npm start prints (issue 30 F17)', () => {
  it('is PUBLIC_URL’s, with where the process listens when that differs', () => {
    expect(startupMessage('https://lifeguard.example', 'http://localhost:8000')).toBe(
      'Lifeguard is running at https://lifeguard.example/app/ (listening on http://localhost:8000)',
    );
  });

  it('is the one address when PUBLIC_URL is the default', () => {
    expect(startupMessage('http://localhost:8000', 'http://localhost:8000')).toBe(
      'Lifeguard is running at http://localhost:8000/app/',
    );
  });
});
