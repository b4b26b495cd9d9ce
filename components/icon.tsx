import {
  Activity, ArrowRight, Award, BadgeCheck, Briefcase, CalendarCheck, CalendarClock,
  CircleCheck, ClipboardList, Clock, Coffee, FileDown, GraduationCap, HandHeart, Handshake,
  Heart, HeartHandshake, HeartPulse, Hospital, House, HousePlus, Mail, MapPin,
  MessageCircle, Navigation, Phone, PhoneCall, ShieldCheck, ShieldPlus, Smile, Sparkles, Sprout,
  Star, Stethoscope, Timer, TrendingUp, UserCheck, Users, UsersRound,
  type LucideIcon,
} from "lucide-react";

/** Named icons content/ may refer to; explicit imports keep the set tree-shaken. */
const icons = {
  activity: Activity, "arrow-right": ArrowRight, award: Award, "badge-check": BadgeCheck,
  briefcase: Briefcase, "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock, "circle-check": CircleCheck, "clipboard-list": ClipboardList,
  clock: Clock, coffee: Coffee, "file-down": FileDown, "graduation-cap": GraduationCap,
  "hand-heart": HandHeart, handshake: Handshake, heart: Heart, "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse, hospital: Hospital, house: House, "house-plus": HousePlus, mail: Mail,
  "map-pin": MapPin, "message-circle": MessageCircle, navigation: Navigation,
  phone: Phone, "phone-call": PhoneCall, "shield-check": ShieldCheck, "shield-plus": ShieldPlus,
  smile: Smile, sparkles: Sparkles, sprout: Sprout, star: Star, stethoscope: Stethoscope,
  timer: Timer, "trending-up": TrendingUp, "user-check": UserCheck, users: Users,
  "users-round": UsersRound,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Svg = icons[name];
  // Decorative: every icon sits beside text that says the same thing.
  return <Svg aria-hidden="true" focusable="false" className={className} strokeWidth={2} />;
}
