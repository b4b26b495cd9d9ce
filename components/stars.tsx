import { Icon } from "./icon";

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-1 text-accent-600">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" className="size-5 fill-current" />
      ))}
    </p>
  );
}
