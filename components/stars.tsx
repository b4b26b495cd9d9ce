import { ui } from "@/content/navigation";
import { Icon } from "./icon";

export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1 text-accent-600">
      <span className="sr-only">{ui.starsLabel(rating)}</span>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" className="size-5 fill-current" />
      ))}
    </p>
  );
}
