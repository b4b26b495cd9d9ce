/**
 * The /costs estimator's words in each language. The estimator is a client island: its bundle
 * carries this map (both languages of these few words) and no other content.
 */
import type { Copy, Locale } from "./copy";
import { estimatorCopy } from "./estimator";
import { estimatorCopy as esEstimatorCopy } from "./es/estimator";

export type EstimatorCopy = Copy<typeof estimatorCopy>;

export const estimatorCopies: Record<Locale, EstimatorCopy> = { en: estimatorCopy, es: esEstimatorCopy };
