/**
 * A whole number written as plain decimal digits ("12", "-40", " 7 "), or undefined. Unlike
 * Number(), it never reads "0x10" as 16, "1e3" as 1000, "12.0" as 12 or a blank as 0.
 */
export const parseDecimalInteger = (text: string): number | undefined =>
  // At most 15 digits, so the value is always exact.
  /^\s*[+-]?\d{1,15}\s*$/.test(text) ? Number(text) : undefined;
