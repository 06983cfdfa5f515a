import { Type } from 'typebox';
import { Nullable } from './text.js';

/** The list envelope (`ListEnvelope` of lists.ts) of an unpaginated list: every result, no neighbours. */
export const listOf = <T extends Type.TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Null(),
    previous: Type.Null(),
    results: Type.Array(item),
  });

/** The list envelope of one page; `next`/`previous` are relative URLs or null. */
export const pageOf = <T extends Type.TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(item),
  });
