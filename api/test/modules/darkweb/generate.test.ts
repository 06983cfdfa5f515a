import { breachDateOf, loadBreaches } from '../../../src/modules/darkweb/corpus/breaches.js';
import {
  generateRecords,
  personCount,
  syntheticPerson,
} from '../../../src/modules/darkweb/corpus/generate.js';

const breaches = loadBreaches();

describe('synthetic breach corpus (issue 5 breach:generate)', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const first = [...generateRecords(200, 42, breaches)];
    expect([...generateRecords(200, 42, breaches)]).toEqual(first);
    expect([...generateRecords(200, 43, breaches)]).not.toEqual(first);
    // A longer corpus spreads its records over more people, so compare only the breaches drawn.
    const names = (records: Record<string, string>[]) => records.map((r) => r.database_name);
    expect(names([...generateRecords(300, 42, breaches)]).slice(0, 200)).toEqual(names(first));
  });

  it("uses real breach names and dates, with the fields of each breach's data classes", () => {
    const byName = new Map(breaches.map((b) => [b.name, b]));
    for (const record of generateRecords(500, 7, breaches)) {
      const { database_name: name, breach_date: date, ...fields } = record;
      const breach = byName.get(name ?? '');
      expect(breach).toBeDefined();
      expect(date).toBe(breach?.breachDate);
      const allowed = new Set([...(breach?.fields ?? []), 'hashed_password']);
      for (const field of Object.keys(fields)) expect(allowed.has(field)).toBe(true);
      expect(Object.keys(fields).some((f) => ['email', 'username', 'phone', 'name'].includes(f))).toBe(true);
    }
  });

  it('gives each person several records under their own identity', () => {
    const records = [...generateRecords(90, 3, breaches)];
    expect(personCount(90)).toBe(30);
    const person = syntheticPerson(3, 4);
    const theirs = records.filter((_, i) => i % 30 === 4);
    expect(theirs).toHaveLength(3);
    for (const record of theirs) {
      if (record.email) expect(record.email).toBe(person.email);
      if (record.name) expect(record.name).toBe(person.name);
      if (record.phone)
        expect(record.phone.replace(/\D/g, '').slice(-10)).toBe(person.phone.replace(/\D/g, '').slice(-10));
    }
  });

  it('knows breach dates by name, in any case', () => {
    expect(breachDateOf('000WEBHOST')).toBe('2015-03-01');
    expect(breachDateOf('No Such Breach')).toBeUndefined();
  });
});
