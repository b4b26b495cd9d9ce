/** @jest-environment node */
import { LOCAL_SITE_URL } from "@/lib/site-url.mjs";
import { deployEnvProblems, localBuildWarning } from "./check-deploy-env.mjs";

const good = { NEXT_PUBLIC_SITE_URL: "https://www.example.com" };
const supabase = { NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co", NEXT_PUBLIC_SUPABASE_ANON_KEY: "public-anon-key" };

describe("deployEnvProblems", () => {
  it("passes a bare https origin, with both Supabase variables or with neither", () => {
    expect(deployEnvProblems(good)).toEqual([]);
    expect(deployEnvProblems({ ...good, ...supabase })).toEqual([]);
    expect(deployEnvProblems({ ...good, NEXT_PUBLIC_SUPABASE_URL: "", NEXT_PUBLIC_SUPABASE_ANON_KEY: "" })).toEqual([]);
  });

  it.each([
    ["unset", {}, /NEXT_PUBLIC_SITE_URL is not set.*npm run build:deploy.*http:\/\/localhost:3000/],
    ["empty (a blank host setting)", { NEXT_PUBLIC_SITE_URL: "" }, /NEXT_PUBLIC_SITE_URL is not set/],
    ["not a URL", { NEXT_PUBLIC_SITE_URL: "www.example.com" }, /"www\.example\.com" is not a URL/],
    ["http://", { NEXT_PUBLIC_SITE_URL: "http://www.example.com" }, /"http:\/\/www\.example\.com" must start with https:\/\//],
    ["localhost over https", { NEXT_PUBLIC_SITE_URL: "https://localhost:3000" }, /names this machine/],
    ["a trailing slash", { NEXT_PUBLIC_SITE_URL: "https://www.example.com/" }, /ends with a slash: write the bare origin, https:\/\/www\.example\.com\./],
    ["a path", { NEXT_PUBLIC_SITE_URL: "https://www.example.com/care" }, /has a path.*https:\/\/www\.example\.com\./],
    ["a query", { NEXT_PUBLIC_SITE_URL: "https://www.example.com?x=1" }, /has a path/],
    ["not in canonical form", { NEXT_PUBLIC_SITE_URL: "https://WWW.example.com" }, /must be written as its origin, https:\/\/www\.example\.com/],
  ])("refuses a site URL (%s), saying why", (_, env, message) => {
    const problems = deployEnvProblems(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("refuses one Supabase variable without the other, naming both", () => {
    expect(deployEnvProblems({ ...good, NEXT_PUBLIC_SUPABASE_URL: supabase.NEXT_PUBLIC_SUPABASE_URL })).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_SUPABASE_URL is set but NEXT_PUBLIC_SUPABASE_ANON_KEY is not: set both .* or neither/),
    ]);
    expect(deployEnvProblems({ ...good, NEXT_PUBLIC_SUPABASE_ANON_KEY: supabase.NEXT_PUBLIC_SUPABASE_ANON_KEY })).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_SUPABASE_ANON_KEY is set but NEXT_PUBLIC_SUPABASE_URL is not/),
    ]);
  });

  it("refuses a Supabase project over http", () => {
    expect(deployEnvProblems({ ...good, ...supabase, NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321" })).toEqual([
      expect.stringMatching(/NEXT_PUBLIC_SUPABASE_URL="http:\/\/127\.0\.0\.1:54321" must start with https:\/\//),
    ]);
  });

  it("lists every problem at once, so one failed deploy shows all of them", () => {
    expect(deployEnvProblems({ NEXT_PUBLIC_SUPABASE_ANON_KEY: "k" })).toHaveLength(2);
  });
});

describe("localBuildWarning", () => {
  it("warns, naming the fallback and build:deploy, only when the site URL is unset", () => {
    expect(localBuildWarning({})).toContain(LOCAL_SITE_URL);
    expect(localBuildWarning({})).toContain("npm run build:deploy");
    expect(localBuildWarning({ NEXT_PUBLIC_SITE_URL: "" })).toBeDefined();
    expect(localBuildWarning(good)).toBeUndefined();
  });
});
