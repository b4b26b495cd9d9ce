/**
 * The Spanish edition's terms, so every page says the same thing the same way. Latin American Spanish,
 * `usted` throughout. Read by translators and by the tests (content/i18n.test.ts,
 * content/es/forms.test.ts), which check the Spanish set never uses the avoided words.
 */
export type GlossaryEntry = { en: string; es: string; avoid?: string[]; note?: string };

export const glossary: GlossaryEntry[] = [
  { en: "non-medical home care", es: "cuidado no médico en el hogar", avoid: ["atención no médica", "cuidado domiciliario no médico"] },
  { en: "home care", es: "cuidado en el hogar", note: "«en casa» is fine in running text (\"quedarse en casa\").", avoid: ["cuidado domiciliario", "atención domiciliaria"] },
  { en: "caregiver", es: "cuidador o cuidadora", note: "Plural: cuidadores. Use «cuidadora» only for a particular woman.", avoid: ["auxiliar de cuidado"] },
  { en: "free consultation", es: "consulta gratuita", avoid: ["consulta gratis"] },
  { en: "free 30-minute virtual consultation", es: "consulta virtual gratuita de 30 minutos" },
  { en: "discharge planner", es: "planificador de altas", note: "Plural: planificadores de altas." },
  { en: "hospital discharge", es: "alta hospitalaria", avoid: ["descarga"] },
  { en: "referral", es: "referido", note: "The form: «enviar un referido». Not «referencia» (that is the reference code).", avoid: ["remisión"] },
  { en: "reference (VH-…)", es: "número de referencia" },
  { en: "social worker", es: "trabajador social o trabajadora social" },
  { en: "loved one", es: "su ser querido" },
  { en: "family", es: "familia" },
  { en: "care plan", es: "plan de cuidado" },
  { en: "respite care", es: "cuidado de relevo", avoid: ["respiro"] },
  { en: "companionship", es: "compañía" },
  { en: "personal care", es: "cuidado personal" },
  { en: "transitional care", es: "cuidado de transición" },
  { en: "wellness check-ins", es: "visitas de bienestar" },
  { en: "activities of daily living (ADLs)", es: "actividades de la vida diaria" },
  { en: "licensed, bonded and insured", es: "con licencia, afianzada y asegurada" },
  { en: "Home Care Organization (licence)", es: "Organización de Cuidado en el Hogar (Home Care Organization)", note: "Keep the English official name in parentheses." },
  { en: "Home Care Aide registry", es: "registro de Asistentes de Cuidado en el Hogar (Home Care Aide)" },
  { en: "long-term care insurance", es: "seguro de cuidado a largo plazo" },
  { en: "private pay", es: "pago privado" },
  { en: "VA benefits", es: "beneficios de la VA (Asuntos de Veteranos)" },
  { en: "Medi-Cal", es: "Medi-Cal", note: "A name: never translated." },
  { en: "ZIP code", es: "código postal" },
  { en: "e-mail", es: "correo electrónico" },
  { en: "phone", es: "teléfono" },
  { en: "Apply / Join our team", es: "Postularse / Únase a nuestro equipo" },
];
