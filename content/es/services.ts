import type { Copy } from "../copy";
import type {
  careCircles as enCareCircles,
  careFeatures as enCareFeatures,
  services as enServices,
} from "../services";

export const services: Copy<typeof enServices> = [
  {
    slug: "personal-care",
    icon: "hand-heart",
    title: "Cuidado personal",
    description:
      "Ayuda delicada y respetuosa con las tareas de todos los días, para que su ser querido se sienta limpio, cómodo y seguro de sí mismo en casa.",
    features: [
      "Ayuda para bañarse, arreglarse y vestirse",
      "Ayuda para moverse con seguridad por la casa",
      "Ayuda para ir al baño y cuidado de la incontinencia",
      "Preparación de comidas y limpieza ligera de la casa",
    ],
  },
  {
    slug: "companionship",
    icon: "users",
    title: "Compañía",
    description:
      "Una cara amable y conocida para conversar, compartir pasatiempos y salir a pasear, para que nadie tenga que sentirse solo.",
    features: [
      "Conversación, juegos y pasatiempos compartidos",
      "Paseos y salidas a sus lugares favoritos",
      "Traslados a sus citas y mandados",
      "Mantenerse en contacto con familiares y amigos",
    ],
  },
  {
    slug: "respite",
    icon: "coffee",
    title: "Cuidado de relevo",
    description:
      "Tiempo libre para los familiares que cuidan, desde unas horas hasta unas semanas, con la tranquilidad de que su ser querido queda en manos cariñosas.",
    features: [
      "Visitas cortas o cuidado durante toda la noche",
      "Relevo durante sus vacaciones y eventos familiares",
      "Las mismas rutinas a las que su ser querido está acostumbrado",
      "Le mantenemos al tanto mientras usted descansa",
    ],
  },
  {
    slug: "transitional",
    icon: "house-plus",
    title: "Cuidado de transición",
    description:
      "Apoyo durante los primeros días y semanas en casa después del hospital o de un centro de rehabilitación, cuando más se necesita la ayuda.",
    features: [
      "Un cuidador listo el mismo día del alta",
      "Seguimos en casa el plan de alta",
      "Recordatorios de medicamentos y ayuda con las comidas",
      "Estamos atentos a cualquier cambio y se lo comunicamos a la familia",
    ],
  },
  {
    slug: "wellness",
    icon: "calendar-check",
    title: "Visitas de bienestar",
    description:
      "Visitas o llamadas regulares para asegurarnos de que todo está bien, y para dar tranquilidad a la familia, esté cerca o lejos.",
    features: [
      "Visitas en persona o llamadas, en horarios acordados",
      "Revisamos la seguridad, las comidas y el estado de ánimo",
      "Un breve informe a la familia después de cada visita",
      "Actuamos rápido si algo no parece estar bien",
    ],
  },
];

/** The three circles of whole-person care. */
export const careCircles: Copy<typeof enCareCircles> = [
  {
    icon: "heart-pulse",
    title: "Bienestar físico",
    description: "Ayuda con la vida diaria, para moverse con seguridad, con las comidas y con las rutinas que mantienen el cuerpo fuerte.",
  },
  {
    icon: "smile",
    title: "Conexión emocional",
    description: "Compañía, paciencia y una amistad sincera que levantan el ánimo cada día.",
  },
  {
    icon: "users-round",
    title: "Apoyo de la comunidad",
    description: "Seguir siendo parte del mundo que le rodea: salidas, familia, fe y vida de barrio.",
  },
];

export const careFeatures: Copy<typeof enCareFeatures> = [
  { icon: "shield-check", title: "Con licencia, afianzada y asegurada", description: "La tranquilidad de que cada visita está cubierta y de que alguien responde por ella." },
  { icon: "user-check", title: "Cuidadores elegidos con esmero", description: "Buscamos que coincidan la personalidad, el idioma y los intereses, no solo los horarios." },
  { icon: "clock", title: "Horarios flexibles", description: "Desde unas horas a la semana hasta cuidado las 24 horas, con cambios cada vez que usted lo necesite." },
  { icon: "message-circle", title: "Comunicación clara", description: "Un coordinador de cuidado con quien puede comunicarse, y noticias frecuentes para la familia." },
  { icon: "clipboard-list", title: "Planes de cuidado personalizados", description: "Un plan por escrito, hecho con usted y revisado cada vez que cambian las necesidades." },
  { icon: "phone-call", title: "Ayuda cuando más importa", description: "Nuestra línea de emergencias atiende las 24 horas del día, los 7 días de la semana." },
];

