import { PERSONAL_MASKS } from '@lifeguard/contracts/masking';
import type { ConsolidatedData } from '@lifeguard/contracts/schemas/darkweb';

/** The kinds of personal data the summary shows, in the spec's order (spec 001 §9). */
const CATEGORIES = ['name', 'email', 'phone', 'dob', 'license_plate', 'address'] as const;
type Category = (typeof CATEGORIES)[number];

const CATEGORY: Record<Category, { label: string; expandedLimit: number }> = {
  name: { label: 'Names', expandedLimit: 2 },
  email: { label: 'Email addresses', expandedLimit: 2 },
  phone: { label: 'Phone numbers', expandedLimit: 2 },
  dob: { label: 'Dates of birth', expandedLimit: 2 },
  license_plate: { label: 'License plates', expandedLimit: 2 },
  address: { label: 'Addresses', expandedLimit: 1 },
};

/** Collapsed view: up to 3 masked items, then '+N more' (spec 001 §9). */
export const COLLAPSED_LIMIT = 3;
/** Breach sources shown until 'Show more': 6, or 3 on screens narrower than 640 px (spec 001 §9). */
export const SOURCES_LIMIT = { wide: 6, narrow: 3 } as const;

/** Values shown and how many more there are ('+N more'). */
export type Shown = { shown: string[]; more: number };

function take(values: string[], limit: number): Shown {
  return { shown: values.slice(0, limit), more: Math.max(0, values.length - limit) };
}

/** Collapsed view (spec 001 §9): the first 3 masked items across every category, then '+N more'. */
export function collapsedItems(data: ConsolidatedData): Shown {
  const all = CATEGORIES.flatMap((category) => data[category].map(PERSONAL_MASKS[category]));
  return take(all, COLLAPSED_LIMIT);
}

/**
 * Expanded view (spec 001 §9): per category that has data, 2 masked names, emails, phones, dates
 * of birth and plates, 1 address, each with '+N more'.
 */
export function expandedGroups(data: ConsolidatedData): (Shown & { label: string })[] {
  return CATEGORIES.filter((category) => data[category].length > 0).map((category) => {
    const { label, expandedLimit } = CATEGORY[category];
    return { label, ...take(data[category].map(PERSONAL_MASKS[category]), expandedLimit) };
  });
}

/** The breach sources shown: all once expanded, else the first 6 (3 when narrow). */
export function visibleSources(databases: string[], narrow: boolean, showAll: boolean): Shown {
  if (showAll) return { shown: databases, more: 0 };
  return take(databases, narrow ? SOURCES_LIMIT.narrow : SOURCES_LIMIT.wide);
}
