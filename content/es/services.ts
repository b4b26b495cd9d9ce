/** The services and cards in Spanish, from content/services.es.json (paired with the English by id). */
import type { ServiceWords } from "../schema/services";
import { servicesIn } from "../service-words";
import words from "../services.es.json" with { type: "json" };

export const { services, careCircles, careFeatures, connectedCircles } = servicesIn(words as ServiceWords);
