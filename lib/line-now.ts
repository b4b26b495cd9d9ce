/** The site's way to the rule the acknowledgment e-mail uses too: one rule, kept with the function. */
export { isOfficeOpen, type LineNow, lineNow } from "@/supabase/functions/_shared/line-now.ts";
