import type { Copy } from "../copy";
import { listInWords, spanishSpokenAt, spokenPlaces, type languages as en, type SpanishSpokenAt } from "../languages";

const places = { phone: "por teléfono", consultation: "en la consulta gratuita", caregiversWhenPossible: "con cuidadores que lo hablan, siempre que sea posible" };
/** "por teléfono, en la consulta gratuita y …": the places of `at`, in Spanish. */
export const spanishPlaces = (at: SpanishSpokenAt) => listInWords(spokenPlaces(at, places), "y");

export const languages: Copy<typeof en> = {
  spanishSpoken: {
    lead: "Hablamos español",
    places: spanishPlaces(spanishSpokenAt),
  },
  offer: {
    label: "Idioma",
    question: "¿Prefiere español?",
    link: "Ver esta página en español",
    close: "Cerrar y no volver a mostrar",
  },
};
