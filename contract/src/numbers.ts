import { z } from 'zod';

const digits = /^-?\d{1,16}$/;
const decimal = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * A number field that a query string sends as text: a JSON number, or a string of decimal digits
 * ("12"), then checked by `schema`. Nothing else becomes a number: `true`, `[5]`, `"0x10"`, `"1e0"`
 * and `" 2 "` are refused, where JavaScript's Number() (and so z.coerce) takes each of them for an
 * id — a malformed body must never delete or claim something.
 */
export function whole<T extends z.ZodType<number, number>>(schema: T) {
  // the number first, so the API reference shows its type and bounds
  return z.union([schema, z.string().regex(digits).transform(Number).pipe(schema)]);
}

/** As `whole`, for a field that may have decimals ("12.5"). */
export function decimalNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z.union([schema, z.string().regex(decimal).transform(Number).pipe(schema)]);
}
