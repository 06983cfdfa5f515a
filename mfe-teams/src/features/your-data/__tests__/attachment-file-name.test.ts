import { describe, expect, it } from '@jest/globals';
import { attachmentFileName } from '../utils/attachment-file-name';

describe('the file name of a Content-Disposition header (RFC 6266)', () => {
  it.each([
    ['attachment; filename="lifeguard-data-2025-06-01.json"', 'lifeguard-data-2025-06-01.json'],
    ['attachment; filename=lifeguard-data.json', 'lifeguard-data.json'],
    ['attachment; filename="a \\"b\\".json"', 'a "b".json'],
    ['attachment; filename="fallback.json"; filename*=UTF-8\'\'donn%C3%A9es.json', 'données.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads %p as %p', (header, name) => {
    expect(attachmentFileName(header)).toBe(name);
  });

  it.each([null, undefined, '', 'attachment', 'attachment; filename=""'])('has none in %p', (header) => {
    expect(attachmentFileName(header)).toBeNull();
  });
});
