/**
 * The ZIP code check on /es and /es/contact (components/service-area.tsx). The served ZIP codes and
 * their towns are business facts: content/site.ts, `site.serviceArea.zips`.
 * `{zip}`, `{town}` and `{phone}` are filled in by the check, as in English.
 */
import type { Copy } from "../copy";
import type { serviceAreaCheck as en } from "../service-area";
import { site } from "../site";

/** The example ZIP code: the office's own. */
const example = site.address.postalCode;

export const serviceAreaCheck: Copy<typeof en> = {
  heading: "¿Llegamos hasta su casa?",
  intro: "Escriba su código postal y sepa al instante si nuestros cuidadores atienden su vecindario.",
  label: "Su código postal",
  hint: `5 dígitos, por ejemplo ${example}.`,
  check: "Verificar código postal",
  served: "¡Buenas noticias! Atendemos el código postal {zip} ({town}).",
  servedNext: "El siguiente paso es una videollamada gratuita de 30 minutos con nuestro equipo de cuidado.",
  notServed: "Lo sentimos: por ahora, el código postal {zip} está fuera del área que cubren nuestros cuidadores.",
  notServedNext: "Aun así, llámenos. Hablamos de su caso y, si no podemos ayudarle, le recomendamos a alguien que sí pueda.",
  call: "Llame al",
  invalid: `Escriba un código postal de 5 dígitos, por ejemplo ${example}.`,
  townsHeading: "Ciudades y vecindarios que atendemos",
  noScript: "Busque su código postal en la lista de las zonas que atendemos. ¿No aparece? Llámenos al {phone} y hablamos de su caso.",
};
