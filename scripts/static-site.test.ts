/** @jest-environment node */
import { chooseEncoding } from "./static-site.mjs";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=1", "br"],
    ["*", "br"],
    ["*;q=0", undefined],
    ["identity", undefined],
    ["", undefined],
    ["GZIP", "gzip"],
    ["gzip;q=0", undefined],
  ])("%j → %s", (accept, encoding) => expect(chooseEncoding(accept)).toBe(encoding));
});
