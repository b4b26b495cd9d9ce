import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import { type Locale, locales } from "@/supabase/functions/_shared/locale.ts";
import type { FormSchemas } from "@/supabase/functions/_shared/schemas.ts";

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

/**
 * One lazy resolver per language for a form: `pick` chooses the form's schema among the schemas
 * that speak that language (schemasFor), so every message is in the page's language.
 */
export function lazyFormResolvers<TInput extends FieldValues, TOutput>(pick: (schemas: FormSchemas) => ZodType) {
  const load = (locale: Locale) => import("@/supabase/functions/_shared/schemas.ts").then((m) => pick(m.schemasFor(locale)));
  return Object.fromEntries(locales.map((locale) => [locale, lazyZodResolver<TInput, TOutput>(() => load(locale))])) as Record<
    Locale,
    ReturnType<typeof lazyZodResolver<TInput, TOutput>>
  >;
}
