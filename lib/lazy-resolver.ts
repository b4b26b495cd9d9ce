import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver that fetches zod and the form's schema on first use, keeping them
 * out of the page's first-load JS (docs/performance.md). `preload` starts the fetch early, e.g.
 * when the visitor first focuses a field, so validation is instant by the time they submit.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(loadSchema: () => Promise<ZodType>) {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () => {
    loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    );
    // A failed fetch (offline) may be retried on the next attempt.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => undefined) };
}
