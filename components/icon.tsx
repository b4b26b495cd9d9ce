import {
  Activity, ArrowRight, Award, BadgeCheck, Brain, Briefcase, CalendarCheck, CalendarClock, ChevronDown,
  CircleCheck, ClipboardList, Clock, Coffee, FileDown, GraduationCap, HandHeart, Handshake,
  Heart, HeartHandshake, HeartPulse, Hospital, House, HousePlus, Mail, MapPin,
  MessageCircle, Navigation, Phone, PhoneCall, ShieldCheck, ShieldPlus, Smile, Sparkles, Sprout,
  Star, Stethoscope, Timer, TrendingUp, UserCheck, Users, UsersRound,
  type IconNode,
} from "lucide";
import type { IconName } from "@/content/icon-names";
import { roundedIcon } from "@/lib/svg-path";
import { SvgIcon } from "./svg-icon";

/**
 * Named icons content/ may refer to. A server component: each icon is plain SVG in the HTML, not a
 * client component (lucide-react's are) hydrated on every page, its paths rounded on the server.
 */
const icons = {
  activity: Activity, "arrow-right": ArrowRight, award: Award, "badge-check": BadgeCheck, brain: Brain,
  briefcase: Briefcase, "calendar-check": CalendarCheck,
  "calendar-clock": CalendarClock, "chevron-down": ChevronDown, "circle-check": CircleCheck, "clipboard-list": ClipboardList,
  clock: Clock, coffee: Coffee, "file-down": FileDown, "graduation-cap": GraduationCap,
  "hand-heart": HandHeart, handshake: Handshake, heart: Heart, "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse, hospital: Hospital, house: House, "house-plus": HousePlus, mail: Mail,
  "map-pin": MapPin, "message-circle": MessageCircle, navigation: Navigation,
  phone: Phone, "phone-call": PhoneCall, "shield-check": ShieldCheck, "shield-plus": ShieldPlus,
  smile: Smile, sparkles: Sparkles, sprout: Sprout, star: Star, stethoscope: Stethoscope,
  timer: Timer, "trending-up": TrendingUp, "user-check": UserCheck, users: Users,
  "users-round": UsersRound,
} satisfies Record<IconName, IconNode>;

export type { IconName };

/** Each icon's paths to two decimals (lib/svg-path.ts), once per build: fewer bytes in every page's HTML. */
const rounded = new Map<IconName, IconNode>();

export function Icon({ name, className }: { name: IconName; className?: string }) {
  if (!rounded.has(name)) rounded.set(name, roundedIcon(icons[name]));
  return <SvgIcon node={rounded.get(name)!} className={className} />;
}
