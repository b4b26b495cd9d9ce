#!/usr/bin/env node
/**
 * Runs first in `npm run build:deploy`, before minutes of `next build`: refuses an environment that
 * would publish a broken site. Without NEXT_PUBLIC_SITE_URL a build falls back to localhost (right
 * for `npm start` and the tests) and every canonical link, Open Graph URL and image, the sitemap,
 * robots.txt and the JSON-LD would send search engines and shared links to a visitor's own machine.
 *
 * `--local` (the first step of `npm run build`) never fails: it prints one warning line when the
 * build falls back to localhost, once per build rather than once per page.
 */
import { LOCAL_SITE_URL } from "../lib/site-url.mjs";

const SITE = "NEXT_PUBLIC_SITE_URL";
const SUPABASE_URL = "NEXT_PUBLIC_SUPABASE_URL";
const SUPABASE_KEY = "NEXT_PUBLIC_SUPABASE_ANON_KEY";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A variable's value, with an empty setting (`VAR=` in a host's dashboard) counted as unset. */
const read = (env, name) => env[name] || undefined;

/** What is wrong with the site URL for a deploy, or undefined when it is a bare https origin. */
function siteUrlProblem(value) {
  if (!value) return `${SITE} is not set. Set it to the site's public address, e.g. ${SITE}=https://www.your-domain npm run build:deploy; without it every canonical link, Open Graph tag, the sitemap, robots.txt and the JSON-LD would point at ${LOCAL_SITE_URL}.`;
  let url;
  try {
    url = new URL(value);
  } catch {
    return `${SITE}="${value}" is not a URL: write it as https://www.your-domain.`;
  }
  if (url.protocol !== "https:") return `${SITE}="${value}" must start with https:// (browsers and search engines are sent to this exact address).`;
  if (LOCAL_HOSTS.has(url.hostname)) return `${SITE}="${value}" names this machine, not the site's public address.`;
  // The site is exported for the root of its domain (no basePath), and links are built as origin + path.
  if (value.endsWith("/")) return `${SITE}="${value}" ends with a slash: write the bare origin, ${url.origin}.`;
  if (url.pathname !== "/" || url.search || url.hash) return `${SITE}="${value}" has a path: the site is built for the root of its domain, so write the bare origin, ${url.origin}.`;
  if (value !== url.origin) return `${SITE}="${value}" must be written as its origin, ${url.origin}.`;
  return undefined;
}

/** Every reason this environment must not be deployed; empty when it is fine. */
export function deployEnvProblems(env) {
  const problems = [siteUrlProblem(read(env, SITE))];
  const supabaseUrl = read(env, SUPABASE_URL);
  const supabaseKey = read(env, SUPABASE_KEY);
  // lib/backend.ts uses the hosted function only with both; one alone silently posts to the site's
  // own origin while the CSP (scripts/security-headers.mjs) allows the Supabase project.
  const alone = (set, missing) => `${set} is set but ${missing} is not: set both to send the forms to the hosted function, or neither to post them to the site's own origin.`;
  if (supabaseUrl && !supabaseKey) problems.push(alone(SUPABASE_URL, SUPABASE_KEY));
  if (supabaseKey && !supabaseUrl) problems.push(alone(SUPABASE_KEY, SUPABASE_URL));
  if (supabaseUrl && !supabaseUrl.startsWith("https://")) problems.push(`${SUPABASE_URL}="${supabaseUrl}" must start with https:// (an https page may not call an http backend).`);
  return problems.filter(Boolean);
}

/** The warning a local build prints, or undefined when the site URL is set. */
export function localBuildWarning(env) {
  if (read(env, SITE)) return undefined;
  return `[site-url] warning: ${SITE} is not set, so this build names ${LOCAL_SITE_URL} in canonical links, Open Graph, sitemap, robots.txt and JSON-LD. Fine locally; to publish, use npm run build:deploy (docs/deploy.md).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--local")) {
    const warning = localBuildWarning(process.env);
    if (warning) console.warn(warning);
  } else {
    const problems = deployEnvProblems(process.env);
    for (const problem of problems) console.error(`[check-deploy-env] ${problem}`);
    if (problems.length > 0) {
      console.error("[check-deploy-env] Not building: fix the environment above (docs/deploy.md).");
      process.exit(1);
    }
    console.log(`[check-deploy-env] building for ${read(process.env, SITE)}`);
  }
}
