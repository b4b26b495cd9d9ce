import type { Copy } from "../copy";
import type { brochure as en } from "../brochure";

export const brochure: Copy<typeof en> = {
  title: "Folleto de cuidado",
  approach: "Nuestra forma de cuidar",
  services: "Nuestros servicios",
  contact: "Comuníquese con nosotros",
  phone: "Teléfono",
  emergency: "Línea de emergencias 24/7",
  referrals: "Referidos (24/7)",
  email: "Correo electrónico",
  office: "Oficina",
  serviceArea: "Zona de servicio",
  book: "Reserve una",
  hours: "Horario de atención",
};
