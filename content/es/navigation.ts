import type { Copy } from "../copy";
import type { footerQuickLinks as enFooterQuickLinks, legalLinks as enLegalLinks, mainNav as enMainNav } from "../navigation";
import { ui as en } from "../navigation";

// The hrefs are this site's English paths: the components add /es themselves.
export const mainNav: Copy<typeof enMainNav> = [
  { href: "/", label: "Inicio" },
  { href: "/about", label: "Nosotros" },
  { href: "/services", label: "Servicios" },
  { href: "/costs", label: "Costos" },
  { href: "/why-vitalhealth", label: "Por qué elegirnos" },
  { href: "/faq", label: "Preguntas" },
  { href: "/careers", label: "Empleos" },
  { href: "/contact", label: "Contacto" },
];

export const footerQuickLinks: Copy<typeof enFooterQuickLinks> = [
  { href: "/about", label: "Nosotros" },
  { href: "/services", label: "Servicios" },
  { href: "/costs", label: "Costos" },
  { href: "/why-vitalhealth", label: "Por qué elegirnos" },
  { href: "/careers", label: "Empleos" },
  { href: "/referrals", label: "Referidos" },
  { href: "/faq", label: "Preguntas frecuentes" },
];

export const legalLinks: Copy<typeof enLegalLinks> = [
  { href: "/privacy", label: "Política de privacidad" },
  { href: "/terms", label: "Términos de servicio" },
];

/** Shared labels used by the shell and by several pages. */
export const ui: Copy<typeof en> = {
  skipLink: "Saltar al contenido principal",
  homeLink: "Página de inicio de VitalHealth",
  menuLabel: "Menú",
  mainNavLabel: "Principal",
  freeConsultation: "Consulta gratuita",
  submitReferral: "Enviar un referido",
  costsLink: "Ver costos y formas de pago",
  forProfessionals: "Para profesionales",
  callPrefix: "Llame al",
  callButton: "Llamar",
  footerQuickLinks: "Enlaces rápidos",
  footerContact: "Contáctenos",
  footerLegal: "Información legal",
  footerBrand:
    "Cuidado no médico en el hogar, compasivo e integral, para las familias de San Diego. Somos una agencia con licencia, afianzada y asegurada.",
  rights: "Todos los derechos reservados.",
  testimonialsLabel: "Citas de familias",
  starsLabel: (n: number) => `Calificación: ${n} de 5`,
  booking: {
    heading: "Reserve su consulta virtual gratuita de 30 minutos",
    intro:
      "Elija el horario que mejor le convenga. Hablaremos de lo que necesita su ser querido, responderemos sus preguntas y le sugeriremos un plan de cuidado. Sin costo y sin compromiso.",
    frameTitle: "Calendario para reservar una consulta virtual gratuita de 30 minutos",
    trouble: "¿No se carga el calendario?",
    openPage: "Abrir la página de citas en una pestaña nueva",
    orCall: "O llame al",
    failed: "El calendario de citas no se está cargando. Si no aparece abajo, pídanos que le llamemos.",
    noScript:
      "El calendario de citas necesita JavaScript, que está desactivado en este navegador. Pídanos que le llamemos, o abra la página de citas con el enlace de abajo.",
    requestCall: "Pedir una llamada de consulta",
  },
  notFound: {
    code: en.notFound.code,
    heading: "¡Uy! No encontramos esta página",
    text: "La página que buscaba cambió de lugar o nunca existió.",
    home: "Volver al inicio",
    otherLanguageHome: "Ir a la página de inicio en español",
  },
  error: {
    heading: "¡Ocurrió un error inesperado!",
    text: "Algo salió mal de nuestro lado. Vuelva a intentarlo, o llámenos y le ayudaremos de inmediato.",
    retry: "Intentar de nuevo",
    home: "Volver al inicio",
  },
};
