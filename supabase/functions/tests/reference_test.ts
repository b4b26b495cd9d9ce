/** The reference a sender quotes on the phone. */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { isReference, newReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from "../_shared/reference.ts";

Deno.test("references look like VH-7K3Q9F and avoid look-alike characters", () => {
  for (let i = 0; i < 2000; i++) assertMatch(newReference(), REFERENCE_PATTERN);
  for (const c of "01ILOU") assert(!REFERENCE_ALPHABET.includes(c), `${c} is ambiguous`);
  assert(isReference("VH-7K3Q9F"));
  for (const bad of ["VH-7K3Q9", "VH-7K3Q9FF", "vh-7k3q9f", "VH-0K3Q9F", "XX-7K3Q9F", 42, null]) assert(!isReference(bad));
});

Deno.test("random bytes that would favour the first letters are thrown away", () => {
  // 256 % 30 = 16: bytes 240-255 are skipped, so each letter is equally likely.
  let call = 0;
  const random = (b: Uint8Array) => {
    b.fill(call++ === 0 ? 255 : 31); // first draw all out of range, then 31 → index 1
    return b;
  };
  assertEquals(newReference(random), "VH-333333");
});

Deno.test("every character of the alphabet turns up in every place", () => {
  // 30 000 draws: each character is expected about 1 000 times per place; a missing one means a
  // character can never be drawn there. (Distinct references are the store's unique index's job:
  // 2 000 draws clash about once in 370 runs, which made an earlier test here fail at random.)
  const seen = Array.from({ length: 6 }, () => new Set<string>());
  for (let i = 0; i < 30_000; i++) {
    [...newReference().slice(3)].forEach((c, place) => seen[place].add(c));
  }
  for (const place of seen) assertEquals([...place].sort().join(""), REFERENCE_ALPHABET);
});
