import type { Copy } from "../copy";
import type { lastUpdatedLabel as enLastUpdatedLabel } from "../legal";
import { privacy as enPrivacy, terms as enTerms } from "../legal";
import { site } from "../site";
import { ui } from "./navigation";

/** The English page's date (its ISO value), as Spanish writes it: "23 de noviembre de 2026". */
const spanishDate = (iso: string) =>
  new Intl.DateTimeFormat("es", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

const contactUs = `Envíenos un correo electrónico a ${site.email} o llámenos al ${site.phones.main.display}.`;

export const lastUpdatedLabel: Copy<typeof enLastUpdatedLabel> = "Última actualización:";

export const privacy: Copy<typeof enPrivacy> = {
  meta: {
    title: "Política de privacidad",
    description:
      "Cómo VitalHealth recopila, usa y protege la información que usted comparte en los formularios de nuestro sitio web y en nuestro calendario de citas.",
  },
  heading: "Política de privacidad",
  lastUpdated: spanishDate(enPrivacy.lastUpdatedIso),
  lastUpdatedIso: enPrivacy.lastUpdatedIso,
  intro: `${site.legalName} (“nosotros”) respeta su privacidad. Esta política explica, en palabras sencillas, qué información recopila nuestro sitio web, para qué la usamos y qué puede pedirnos que hagamos con ella.`,
  sections: [
    {
      heading: "Qué información recopilamos",
      paragraphs: [
        "Solicitudes de consulta: su nombre, su número de teléfono o su correo electrónico (o ambos), el tipo de cuidado que le interesa, qué tan pronto lo necesita y cualquier mensaje que nos escriba.",
        "Referidos de profesionales: el nombre, la organización, el teléfono y el correo electrónico de quien envía el referido; el nombre del paciente o cliente, sus necesidades de cuidado, cualquier nota y un documento del alta, si usted decide adjuntarlo. Si usted los completa, también la fecha prevista de inicio, qué tan pronto se necesita el cuidado, quién pagará, el código postal y el idioma preferido del paciente, y el nombre y el número de teléfono de un familiar o de la persona que toma las decisiones, a quien podamos llamar. Esto puede incluir información de salud.",
        "Solicitudes de empleo: su nombre, correo electrónico y teléfono, el puesto que le interesa, su experiencia y por qué le gustaría unirse a nuestro equipo.",
        "No usamos rastreadores de publicidad ni vendemos datos de analítica.",
      ],
    },
    {
      heading: "Para qué la usamos",
      paragraphs: [
        "Solo para responderle: para programar una consulta, para organizar el cuidado de un paciente referido o para evaluar su solicitud de empleo. Nunca vendemos ni alquilamos su información, y nunca la usamos con fines publicitarios.",
      ],
    },
    {
      heading: "Quién la recibe",
      paragraphs: [
        "Cada formulario que usted envía se guarda como un registro en nuestra base de datos segura, con el número de referencia que le mostramos, para que nada de lo que nos envía se pueda perder. Solo el personal que necesita la información para ayudarle puede verla.",
        "Nuestro equipo de admisión recibe un aviso por correo electrónico de cada formulario nuevo. A usted le enviamos un correo electrónico de confirmación con su número de referencia y los siguientes pasos; ese correo nunca repite lo que usted escribió ni ninguna información de salud.",
        "El servicio de formularios y la base de datos de nuestro sitio web están alojados por un proveedor de servicios en la nube, que los guarda y procesa únicamente por cuenta nuestra.",
      ],
    },
    {
      heading: "Qué se guarda en su navegador",
      paragraphs: [
        "Para evitar que un formulario se envíe dos veces por accidente, su navegador guarda la hora de sus últimos envíos con el nombre “form_submissions”. No contiene datos personales, y las horas de hace más de un minuto no se toman en cuenta y se borran en su siguiente envío.",
        `Cuando usted elige “${ui.freeConsultation}” en otra página, su navegador lo recuerda solo en esa pestaña (“vh:scroll-to”) para bajar hasta el calendario de citas cuando se abre la página de inicio; este dato se borra de inmediato.`,
        "La biblioteca de software que se comunica con nuestro servicio de formularios puede guardar una entrada técnica de sesión en el almacenamiento local de su navegador. No contiene datos personales ni datos de inicio de sesión; usted puede borrarla en cualquier momento desde la configuración de su navegador.",
      ],
    },
    {
      heading: "El calendario de citas",
      paragraphs: [
        "Nuestra página de inicio incluye un calendario de citas de un servicio de reservas externo. Si usted reserva una consulta allí, ese servicio maneja los datos que usted ingresa según su propia política de privacidad. El calendario solo se carga cuando usted baja hasta él en la página.",
      ],
    },
    {
      heading: "Cuánto tiempo la conservamos",
      paragraphs: [
        "Conservamos las solicitudes de consulta, los referidos y las solicitudes de empleo solo el tiempo necesario para responder y para cumplir con nuestras obligaciones legales y de licencia, y los borramos cuando usted nos lo pide, salvo que la ley nos obligue a conservarlos.",
      ],
    },
    {
      heading: "Sus opciones",
      paragraphs: [
        `Usted puede pedirnos ver, corregir o borrar la información que nos envió. ${contactUs} Los residentes de California tienen derechos adicionales según la Ley de Privacidad del Consumidor de California (California Consumer Privacy Act, CCPA), y nosotros los respetamos.`,
      ],
    },
  ],
};

export const terms: Copy<typeof enTerms> = {
  meta: {
    title: "Términos de servicio",
    description:
      "Los términos para usar el sitio web de VitalHealth, incluidos sus formularios, su calendario de citas y la información de sus páginas.",
  },
  heading: "Términos de servicio",
  lastUpdated: spanishDate(enTerms.lastUpdatedIso),
  lastUpdatedIso: enTerms.lastUpdatedIso,
  intro: `Estos términos rigen el uso que usted hace del sitio web de ${site.name}. Al usar el sitio, usted los acepta. No reemplazan el contrato de servicio por escrito que firmamos con cada cliente.`,
  sections: [
    {
      heading: "Información, no consejo médico",
      paragraphs: [
        `${site.name} ofrece cuidado no médico en el hogar. La información de este sitio web es general y no constituye un consejo médico. En caso de emergencia, llame al 911.`,
      ],
    },
    {
      heading: "Uso de nuestros formularios",
      paragraphs: [
        "Le pedimos que envíe solo información correcta, y solo la información que tiene permiso para compartir. Los profesionales que envían referidos confirman que tienen el permiso del paciente, u otra base legal, para compartir esa información.",
        "Enviar un formulario no crea un acuerdo de cuidado ni una oferta de empleo. Nos comunicaremos con usted para hablar de los siguientes pasos.",
      ],
    },
    {
      heading: "Calendario de citas",
      paragraphs: [
        "Las consultas se reservan a través de un servicio de citas externo. Los términos de ese servicio se aplican a su reserva. La consulta es gratuita y no le compromete a nada.",
      ],
    },
    {
      heading: "Uso aceptable",
      paragraphs: [
        "Por favor, no haga mal uso del sitio: nada de envíos automatizados, intentos de vulnerar su seguridad ni contenido ilegal o abusivo.",
      ],
    },
    {
      heading: "Contenido y responsabilidad",
      paragraphs: [
        "Nos esforzamos por mantener el sitio correcto y disponible, pero no podemos garantizar que siempre esté libre de errores. En la medida en que la ley lo permita, no somos responsables de las pérdidas que resulten del uso del sitio web.",
        `Todos los textos, imágenes y logotipos de este sitio pertenecen a ${site.legalName}.`,
      ],
    },
    {
      heading: "Cambios y contacto",
      paragraphs: [`Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente. ¿Tiene preguntas? ${contactUs}`],
    },
  ],
};
