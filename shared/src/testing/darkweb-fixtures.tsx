/** Fixtures of the dark web scan calls (spec 001 §3) for the tests of any remote. */
import type { BreachEntry, DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';

const noData = {
  name: [],
  email: [],
  phone: [],
  address: [],
  dob: [],
  license_plate: [],
  hashed_password: [],
  username: [],
  social: [],
};

/** A stored scan with the fields of spec 001 §3; override what a test needs. */
export function scanFixture(overrides: Partial<DarkWebScan> = {}): DarkWebScan {
  return {
    id: 1,
    created_at: '2025-03-01T10:00:00Z',
    total_results: 0,
    emails_found: [],
    passwords_found: [],
    usernames_found: [],
    databases: [],
    consolidated_data: noData,
    raw_data: {},
    ...overrides,
  };
}

/** A breach entry of spec 001 §3; override what a test needs. */
export function entryFixture(overrides: Partial<BreachEntry> = {}): BreachEntry {
  return {
    id: 1,
    scan_id: 1,
    database_name: 'LinkedIn',
    email: null,
    username: null,
    password: null,
    hashed_password: null,
    name: null,
    address: null,
    phone: null,
    ip_address: null,
    raw_data: {},
    ...overrides,
  };
}

/** GET /dehashed/api/... list envelope. */
export function listAnswer<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
