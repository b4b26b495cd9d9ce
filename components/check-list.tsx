/**
 * A list whose items each carry a check mark (the `checked` utility, app/theme.css): features,
 * requirements, what the law asks. `large`: a 24 px mark instead of 20 px.
 */
export function CheckList({ items, className = "", large = false }: { items: readonly string[]; className?: string; large?: boolean }) {
  return (
    <ul className={`grid ${large ? "[--check:1.5rem]" : ""} ${className}`}>
      {items.map((item) => (
        <li key={item} className="checked">
          {item}
        </li>
      ))}
    </ul>
  );
}
