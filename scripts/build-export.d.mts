/** Types for scripts/build-export.mjs. */
export type PostbuildStep = { name: string; run: (dir: string) => string | Promise<string> };
export const POSTBUILD_STEPS: PostbuildStep[];
export function stagingDir(outDir: string): string;
export function runSteps(dir: string, options?: { steps?: PostbuildStep[]; target?: string; log?: (line: string) => void }): Promise<void>;
export function swapIn(staging: string, outDir: string): void;
export function buildExport(
  root: string,
  outDir: string,
  options?: { nextBuild?: (root: string, distDir: string) => void; steps?: PostbuildStep[]; log?: (line: string) => void },
): Promise<void>;
