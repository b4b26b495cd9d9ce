import { Icon } from "./icon";

/** A list whose items each carry a check mark: features, requirements, what the law asks. */
export function CheckList({ items, className = "", iconClassName = "size-5" }: { items: readonly string[]; className?: string; iconClassName?: string }) {
  return (
    <ul className={`grid ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="circle-check" className={`mt-1 shrink-0 text-brand-700 ${iconClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
