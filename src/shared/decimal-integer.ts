/**
 * For z.preprocess: text of a whole number in plain decimal digits ("12", "-40", " 7 ") becomes
 * that number; anything else stays as it is, for the schema to refuse. Unlike Number(), it never
 * reads "0x10" as 16, "1e3" as 1000, "12.0" as 12 or a blank as 0.
 */
export const readDecimalInteger = (value: unknown): unknown =>
  // At most 15 digits, so the number is always exact.
  typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value) ? Number(value) : value;
