import type { Copy } from "../copy";
import type { errorCopy as en } from "../error";

/** The error screen's words in Spanish (app/es/error.tsx); see content/error.ts. */
export const errorCopy: Copy<typeof en> = {
  heading: "¡Ocurrió un error inesperado!",
  text: "Algo salió mal de nuestro lado. Vuelva a intentarlo, o llámenos y le ayudaremos de inmediato.",
  retry: "Intentar de nuevo",
  home: "Volver al inicio",
};
