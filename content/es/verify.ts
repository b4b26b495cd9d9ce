import type { Copy } from "../copy";
import { site } from "../site";
import { officialSources as enSources, verify as en } from "../verify";

/**
 * The official California sources, in Spanish: the same links (official pages, in English). The
 * Medicare source keeps its own title and year; only "Source:" is said in Spanish.
 */
export const officialSources: Copy<typeof enSources> = {
  homeCareServices: { label: "CDSS: servicios de cuidado en el hogar (Home Care Services)", href: enSources.homeCareServices.href },
  laws: {
    label: "CDSS: ley de protección al consumidor de cuidado en el hogar (Home Care Services Consumer Protection Act)",
    href: enSources.laws.href,
  },
  registry: { label: "Buscar en el registro del estado", href: enSources.registry.href },
  licenceLookup: { label: "Consultar nuestra licencia en el sitio del estado", href: enSources.licenceLookup.href },
  medicareHomeHealth: {
    label: enSources.medicareHomeHealth.label.replace(/^Source:/, "Fuente:"),
    href: enSources.medicareHomeHealth.href,
  },
};

/** The "Verify us" section of /es/why-vitalhealth, and the licence line the footer and Referrals show. */
export const verify: Copy<typeof en> = {
  id: en.id,
  licenceLabel: "Licencia de California como Home Care Organization n.º",
  licenceCheck: "Cómo verificar nuestra licencia",
  heading: "Verifique nuestra licencia y a nuestros cuidadores",
  intro: "No tiene que creernos solo porque lo decimos. California mantiene registros públicos de las agencias de cuidado en el hogar con licencia y de los cuidadores registrados, y cualquier persona puede consultarlos en línea.",
  licence: {
    heading: "Nuestra licencia del estado",
    text: `La emite el Departamento de Servicios Sociales de California (${site.licence.authority}). En el buscador de centros de cuidado del estado (Care Facility Search), elija el tipo de centro “Home Care Organization” y busque nuestro nombre o este número.`,
  },
  caregiver: {
    heading: "Cómo verificar a un cuidador",
    steps: [
      "Pídale al cuidador, o a nosotros, su nombre completo y su número de Asistente de Cuidado en el Hogar (Home Care Aide). En el registro, este número se llama PER ID.",
      "Abra el registro de Asistentes de Cuidado en el Hogar del estado (Home Care Aide Registry) y escriba el nombre, el apellido y el número.",
      "Revise el estado del registro. “Registered” (registrado) significa que el cuidador pasó la verificación de antecedentes del estado y puede dar cuidado; “Pending” (pendiente), “Closed” (cerrado), “Denied” (denegado) o “Revoked” (revocado) significa que no puede hacerlo.",
      "Revise la fecha de vencimiento. El registro dura dos años y se debe renovar. El resultado también indica la agencia para la que trabaja el cuidador.",
    ],
  },
  law: {
    heading: "Lo que California exige a una agencia de cuidado en el hogar",
    intro: "Desde el 1 de enero de 2016, una ley de California, la Home Care Services Consumer Protection Act (Assembly Bill 1217, aprobada en 2013), exige a toda agencia que envía cuidadores a los hogares de sus clientes:",
    items: [
      "tener una licencia de Organización de Cuidado en el Hogar (Home Care Organization) del Departamento de Servicios Sociales de California, que atiende quejas y hace visitas sin previo aviso;",
      "contratar solo a Asistentes de Cuidado en el Hogar (Home Care Aides) registrados: a cada cuidador se le toman las huellas digitales para una verificación de antecedentes penales con el Departamento de Justicia de California (California Department of Justice) y el FBI, y aparece en el registro público de Asistentes de Cuidado en el Hogar del estado antes de conocer a cualquier cliente;",
      "asegurarse de que a cada cuidador se le haga la prueba de tuberculosis (TB) al contratarlo, y de que reciba capacitación antes de su primer cliente y más capacitación cada año;",
      "tener seguro de responsabilidad civil general y profesional, seguro de compensación para trabajadores para sus cuidadores y una fianza contra la deshonestidad de empleados que proteja a los clientes.",
    ],
    source: `Fuente: ${site.licence.authority}; Home Care Services Consumer Protection Act (Código de Salud y Seguridad de California, división 2, capítulo 13), vigente desde 2016.`,
  },
  screening: {
    heading: "Cómo seleccionamos a nuestros cuidadores",
    items: [
      { icon: "shield-check", title: "Verificación de antecedentes", description: "Huellas digitales revisadas por el estado e inscripción en el registro de Asistentes de Cuidado en el Hogar, antes de que conozcan a cualquier cliente." },
      { icon: "users", title: "Referencias laborales", description: "Hablamos con sus empleadores anteriores y revisamos su historial de trabajo antes de ofrecerles el empleo." },
      { icon: "graduation-cap", title: "Capacitación", description: "La capacitación que exige el estado antes de la primera visita y cada año, además de capacitación sobre el plan de cuidado de cada cliente." },
      { icon: "stethoscope", title: "Prueba de tuberculosis", description: "Una prueba de detección de tuberculosis antes de empezar, que se repite cuando el estado lo exige." },
      { icon: "user-check", title: "Supervisión", description: "Un coordinador de cuidado se comunica con los clientes y los cuidadores con regularidad, por teléfono y en persona." },
    ],
  },
};
