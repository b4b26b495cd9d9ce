import { copyFor, type Locale } from "@/content";
import { CirclesArt } from "@/components/circles-art";

/**
 * "Care That Connects the Circles": the individual, the family and the community, drawn as the
 * logo's three circles with their names in them. The section's intro says what joins them.
 */
export function ConnectedCircles({ locale }: { locale: Locale }) {
  const { services: { connectedCircles } } = copyFor(locale);
  return <CirclesArt className="mx-auto w-full max-w-64 sm:max-w-80" labels={connectedCircles.map((c) => c.title)} />;
}
