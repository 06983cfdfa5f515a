import { describe, expect, it } from '@jest/globals';
import { scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { collapsedItems, expandedGroups, visibleSources } from '../exposed-items';

const data = {
  ...scanFixture().consolidated_data,
  name: ['John Michael Smith', 'Jane Doe', 'J Smith'],
  email: ['john.doe@example.com', 'jd@example.org', 'john@work.example', 'x@y.example'],
  phone: ['+1 (555) 123-4567'],
  dob: ['1985-03-12', '12/03/1985', '1985'],
  license_plate: ['ABC1234', '7XYZ890', 'KLM5678'],
  address: ['123 Main St, Springfield', '9 Elm Rd, Shelbyville'],
  hashed_password: ['$2b$10$abc'],
};

describe('first-time summary display limits (spec 001 §9)', () => {
  it('collapsed: the first 3 masked items across categories, then +N more', () => {
    // 3 names + 4 emails + 1 phone + 3 dates + 3 plates + 2 addresses = 16 items.
    expect(collapsedItems(data)).toEqual({ shown: ['J. M. S.', 'J. D.', 'J. S.'], more: 13 });
  });

  it('expanded: 2 each of names, emails, phones, dates of birth and plates, 1 address, masked', () => {
    expect(expandedGroups(data)).toEqual([
      { label: 'Names', shown: ['J. M. S.', 'J. D.'], more: 1 },
      { label: 'Email addresses', shown: ['joh***@example.com', 'jd***@example.org'], more: 2 },
      { label: 'Phone numbers', shown: ['***-***-4567'], more: 0 },
      { label: 'Dates of birth', shown: ['1985', '1985'], more: 1 },
      { label: 'License plates', shown: ['AB***34', '7X***90'], more: 1 },
      { label: 'Addresses', shown: ['*** Main St, Springfield'], more: 1 },
    ]);
  });

  it('leaves out categories without data and never shows hashed passwords', () => {
    const onlyEmail = {
      ...scanFixture().consolidated_data,
      email: ['ann@example.com'],
      hashed_password: ['h'],
    };
    expect(expandedGroups(onlyEmail)).toEqual([
      { label: 'Email addresses', shown: ['ann***@example.com'], more: 0 },
    ]);
    expect(collapsedItems(onlyEmail)).toEqual({ shown: ['ann***@example.com'], more: 0 });
  });

  it('shows 6 breach sources, 3 on narrow screens, all after Show more', () => {
    const sources = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    expect(visibleSources(sources, false, false)).toEqual({ shown: sources.slice(0, 6), more: 2 });
    expect(visibleSources(sources, true, false)).toEqual({ shown: sources.slice(0, 3), more: 5 });
    expect(visibleSources(sources, true, true)).toEqual({ shown: sources, more: 0 });
    expect(visibleSources(['A', 'B'], false, false)).toEqual({ shown: ['A', 'B'], more: 0 });
  });
});
