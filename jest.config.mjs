import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Deno tests (supabase/functions/tests, send-form-email) and Playwright (e2e/) have their own runners.
const unitRoots = ["app", "components", "content", "lib", "scripts", "supabase/functions/_shared"];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: unitRoots.map((root) => `<rootDir>/${root}/**/*.test.{ts,tsx}`),
  testPathIgnorePatterns: [
    "/node_modules/", "/e2e/", "/out/", "/out-photos/", "/out-staging/", "/out-photos-staging/", "/.bare-next/", "/.next/", "<rootDir>/supabase/functions/tests/", "<rootDir>/supabase/functions/send-form-email/",
    // The owner's journey makes a whole build of its own in a temporary copy: `npm run test:full`
    // runs it (TEST_TIER=full), `npm test` does not (docs/testing.md).
    ...(process.env.TEST_TIER === "full" ? [] : ["<rootDir>/scripts/owner-journey.test.ts"]),
  ],
  // Mirrors tsconfig's "@/*" path; source files also import "@/....ts" with the extension, which maps as is.
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  clearMocks: true,
  restoreMocks: true,
};

export default createJestConfig(config);
