import { copyFor, type Locale } from "@/content";
import { FeatureList } from "@/components/feature-list";

/** What each of the three circles of whole-person care means; the circles are drawn further down ("Care That Connects the Circles"). */
export function CareCircles({ locale }: { locale: Locale }) {
  const { services: { careCircles } } = copyFor(locale);
  return <FeatureList items={careCircles} circles />;
}
