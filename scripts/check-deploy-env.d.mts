/** Types for scripts/check-deploy-env.mjs (a build step in plain JavaScript, unit-tested with Jest). */
type Env = Record<string, string | undefined>;
export function deployEnvProblems(env: Env): string[];
export function localBuildWarning(env: Env): string | undefined;
