/** The header a scheduled delivery run carries, with FORM_DELIVERY_SECRET as its value. */
export const DELIVER_PENDING_HEADER = "x-deliver-pending";

/** Compares in time independent of where the strings differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}
