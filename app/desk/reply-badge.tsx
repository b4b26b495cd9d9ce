import { CircleCheck, Clock, TriangleAlert } from "lucide";
import { SvgIcon } from "@/components/svg-icon";
import { timeLeftText, type TimeLeft } from "@/lib/desk/time-left";

/** The time left to the promised reply: the words say it, the icon and frame only repeat it. */
export function ReplyBadge({ left }: { left: TimeLeft }) {
  const text = timeLeftText(left);
  switch (left.kind) {
    case "overdue":
      return (
        <strong className="inline-flex items-center gap-1.5 rounded-md border-2 border-danger bg-danger-50 px-2 py-0.5 text-danger lg:whitespace-nowrap">
          <SvgIcon node={TriangleAlert} className="size-5 shrink-0" />
          {text}
        </strong>
      );
    case "due":
      return (
        <span className="inline-flex items-center gap-1.5">
          <SvgIcon node={Clock} className="size-5 shrink-0" />
          {text}
        </span>
      );
    case "answered":
      return (
        <span className="inline-flex items-center gap-1.5 text-ink-muted">
          <SvgIcon node={CircleCheck} className="size-5 shrink-0" />
          {text}
        </span>
      );
    default:
      return <span className="text-ink-muted">{text}</span>;
  }
}
