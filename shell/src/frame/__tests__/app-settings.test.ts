import { describe, expect, it } from '@jest/globals';
import { readAppSettings } from '../app-settings';

/** A document whose page inlined `text` as its runtime settings. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'lifeguard-settings';
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

describe('readAppSettings (issue 33 item 1: HELP_URL from the page)', () => {
  it('reads the help URL the server inlined: a path or an http(s) URL', () => {
    expect(readAppSettings(pageWith('{"help_url":"/help/"}'))).toEqual({ help_url: '/help/' });
    expect(readAppSettings(pageWith('{"help_url":"https://help.example.com/kb"}'))).toEqual({
      help_url: 'https://help.example.com/kb',
    });
  });

  it('falls back to /help/ without settings, on unreadable ones, or for any other kind of URL', () => {
    expect(readAppSettings(document.implementation.createHTMLDocument())).toEqual({ help_url: '/help/' });
    expect(readAppSettings(undefined)).toEqual({ help_url: '/help/' });
    for (const text of [
      '{',
      '{"help_url":42}',
      '{"help_url":"javascript:alert(1)"}',
      '{"help_url":"//evil.example/"}',
    ]) {
      expect(readAppSettings(pageWith(text))).toEqual({ help_url: '/help/' });
    }
  });
});
