import { fill, slotsOf } from "./template.ts";

describe("words with named slots", () => {
  it("puts values in their slots, and leaves an unknown slot as written", () => {
    expect(fill("{rate} an hour", { rate: "$39" })).toBe("$39 an hour");
    expect(fill("{rate} an hour, {other}", { rate: "$39" })).toBe("$39 an hour, {other}");
  });
  it("writes numbers as US figures", () => {
    expect(fill("({hours} hours)", { hours: 2288 })).toBe("(2,288 hours)");
  });
  it("picks a plural form by the language's rules", () => {
    const t = "{n, plural, one {# hora} other {# horas}} a la semana";
    expect(fill(t, { n: 1 }, "es")).toBe("1 hora a la semana");
    expect(fill(t, { n: 12 }, "es")).toBe("12 horas a la semana");
    expect(fill("{n, plural, =0 {no days} one {# day} other {# days}}", { n: 0 })).toBe("no days");
  });
  it("names the slots a template uses", () => {
    expect(slotsOf("{a} and {n, plural, one {# x} other {# xs}} {a}")).toEqual(["a", "n"]);
  });
});
