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
    heading: "Su consulta gratuita de 30 minutos",
    intro: "Tres maneras de empezar, la que le resulte más fácil. Sin costo y sin compromiso.",
    callback: {
      heading: "Pídanos que le llamemos",
      text: "Déjenos su nombre y su número, y le devolvemos la llamada a la hora que le convenga.",
    },
    calendar: {
      heading: "O elija un horario en nuestro calendario",
      text: "Reserve una videollamada de 30 minutos con nuestro equipo de cuidado.",
    },
    phone: {
      heading: "O llámenos ahora",
      text: "Hable con nuestro equipo de cuidado en horario de oficina.",
    },
    frameTitle: "Calendario para reservar una consulta virtual gratuita de 30 minutos",
    trouble: "¿No se carga el calendario?",
    openPage: "Abrir la página de citas en una pestaña nueva",
    failed: "El calendario de citas tarda en cargarse. Si no aparece abajo, pídanos que le llamemos.",
    blocked:
      "El calendario de citas no puede cargarse en esta red o en este navegador. Aun así puede pedirnos que le llamemos, o llamarnos al {phone}.",
    afterCallback: {
      failed: "El calendario de citas tarda en cargarse. Ya recibimos su solicitud de llamada, así que no hace falta reservar una hora también.",
      blocked: "El calendario de citas no puede cargarse en esta red o en este navegador. Ya recibimos su solicitud de llamada; si quiere hablar antes, llámenos al {phone}.",
    },
    noScript:
      "El formulario para pedir una llamada y el calendario de citas necesitan JavaScript, que está desactivado en este navegador. Llámenos al {phone}, o abra la página de citas con el enlace de abajo.",
    requestCall: "Pídanos que le llamemos",
  },
  notFound: {
    code: en.notFound.code,
    heading: "¡Uy! No encontramos esta página",
    text: "La página que buscaba cambió de lugar o nunca existió.",
    home: "Volver al inicio",
    otherLanguageHome: "Ir a la página de inicio en español",
  },
};
