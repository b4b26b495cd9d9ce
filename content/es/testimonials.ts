import type { Copy } from "../copy";
import {
  familyTestimonials as enFamilyTestimonials,
  serviceTestimonials as enServiceTestimonials,
  testimonials as enTestimonials,
} from "../testimonials";
import type { Testimonial } from "../types";

/**
 * Each quote translated faithfully; who said it (name) and the rating come from the English, so
 * they stay exactly as given.
 */
const said = <T extends Testimonial>({ name, rating }: T): Pick<T, "name" | "rating"> => ({ name, rating });

export const testimonials: Copy<typeof enTestimonials> = [
  {
    ...said(enTestimonials[0]), // Maria G.
    role: "Hija de un cliente en Clairemont",
    content:
      "Después de la caída de papá, no sabíamos por dónde empezar. En dos días, VitalHealth ya tenía a una cuidadora en su puerta. Él espera con gusto sus visitas, y yo por fin duermo toda la noche.",
  },
  {
    ...said(enTestimonials[1]), // Robert T.
    role: "Esposo y cuidador familiar",
    content:
      "Las visitas de relevo me devolvieron mis martes. Mi esposa está cómoda, su rutina sigue igual y el equipo siempre me llama para contarme cómo va todo.",
  },
  {
    ...said(enTestimonials[2]), // Linda K.
    role: "Hija que cuida desde otro estado",
    content:
      "Como vivo en Denver, me preocupaba por mamá todo el tiempo. Con las visitas semanales y esos informes tan amables, siempre sé cómo está de verdad.",
  },
];

/** Shown on Why VitalHealth. */
export const familyTestimonials: Copy<typeof enFamilyTestimonials> = [
  {
    ...said(enFamilyTestimonials[0]), // James P.
    role: "Hijo de una clienta en La Mesa",
    content:
      "Le asignaron a mamá un cuidador que habla español y al que le encanta la jardinería tanto como a ella. Es como si la visitara un amigo, no un servicio.",
  },
  {
    ...said(enFamilyTestimonials[1]), // Susan M.
    role: "Esposa de un cliente dado de alta del hospital",
    content:
      "Volver a casa del hospital daba mucho miedo. El equipo de cuidado de transición siguió el plan de alta al pie de la letra y me ayudó a mantener la calma.",
  },
  {
    ...said(enFamilyTestimonials[2]), // David R.
    role: "Cliente en Poway",
    content:
      "Yo quería quedarme en mi propia casa y, con un poco de ayuda cada mañana, puedo hacerlo. Me tratan con respeto y con buen sentido del humor.",
  },
];

/** Shown at the end of Services: families on the services themselves. */
// OWNER TO REPLACE before launch, as in English (content/testimonials.ts): real clients' words, used
// with their consent (FTC rule on reviews, 16 CFR 465), translated here.
export const serviceTestimonials: Copy<typeof enServiceTestimonials> = [
  {
    ...said(enServiceTestimonials[0]), // Carmen L.
    role: "Hija de una clienta en Chula Vista",
    content:
      "A mamá le daba vergüenza necesitar ayuda para bañarse. Quien la cuida lo hace con tanta delicadeza y naturalidad que ahora mamá espera con gusto sus mañanas.",
  },
  {
    ...said(enServiceTestimonials[1]), // Angela W.
    role: "Hija y cuidadora familiar en Santee",
    content:
      "Gracias al cuidado de relevo, pude tomar mis primeras vacaciones de verdad en tres años. El cuidador de papá siguió su rutina tal como yo la había escrito, hasta su crucigrama de la noche.",
  },
  {
    ...said(enServiceTestimonials[2]), // Frank D.
    role: "Cliente en Escondido",
    content:
      "Una visita tres mañanas por semana me ayuda a no olvidar mis pastillas ni mis caminatas. Si algo no parece estar bien, llaman a mi hijo ese mismo día.",
  },
];
