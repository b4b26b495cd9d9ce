/**
 * The services, the three circles of whole-person care and the features cards, from
 * content/services.en.json with their icons from content/services.json (checked against
 * content/schema/services.ts when the site is built).
 */
import type { ServiceWords } from "./schema/services";
import { servicesIn } from "./service-words";
import words from "./services.en.json" with { type: "json" };

export const { services, careCircles, careFeatures, connectedCircles } = servicesIn(words as ServiceWords);
