import { deskModeOf } from "./mode";

describe("deskModeOf", () => {
  it("is hosted when the build has both the Supabase URL and the anon key", () => {
    expect(deskModeOf({ url: "https://abc.supabase.co", anonKey: "ey.key" })).toEqual({
      kind: "hosted",
      url: "https://abc.supabase.co",
      anonKey: "ey.key",
    });
  });

  it("is local when either is missing", () => {
    expect(deskModeOf({})).toEqual({ kind: "local" });
    expect(deskModeOf({ url: "https://abc.supabase.co" })).toEqual({ kind: "local" });
    expect(deskModeOf({ anonKey: "ey.key" })).toEqual({ kind: "local" });
  });

  it("counts a setting left empty or blank as unset", () => {
    expect(deskModeOf({ url: "", anonKey: "ey.key" })).toEqual({ kind: "local" });
    expect(deskModeOf({ url: "https://abc.supabase.co", anonKey: "  " })).toEqual({ kind: "local" });
  });

  it("trims what it keeps", () => {
    expect(deskModeOf({ url: " https://abc.supabase.co\n", anonKey: "ey.key " })).toMatchObject({ url: "https://abc.supabase.co", anonKey: "ey.key" });
  });
});
