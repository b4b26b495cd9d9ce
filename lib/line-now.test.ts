import { lineNow } from "./line-now";

describe("lineNow", () => {
  const lines = { open: "main", closed: "24/7" };
  it("is the office's line while the office is open", () => {
    expect(lineNow(lines, new Date("2026-11-25T18:00:00Z"))).toEqual({ phone: "main", open: true }); // Wed 10:00 in San Diego
  });
  it("is the line answered at any hour at night and on Sunday", () => {
    expect(lineNow(lines, new Date("2026-11-26T06:00:00Z"))).toEqual({ phone: "24/7", open: false }); // Wed 22:00
    expect(lineNow(lines, new Date("2026-11-29T20:00:00Z"))).toEqual({ phone: "24/7", open: false }); // Sun 12:00
  });
});
