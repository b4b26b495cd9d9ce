import { careers } from "@/content/careers";
import { Icon } from "@/components/icon";
import { ApplyLinks } from "./apply-links";

/** One entry per position; "Apply" jumps to the form and (with scripts) pre-selects the position. */
export function OpenPositions({ formId }: { formId: string }) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {careers.positions.items.map((p) => (
          <li key={p.value} className="card flex flex-col">
            <h3 className="text-2xl">{p.title}</h3>
            <p className="mt-2 flex gap-2 font-semibold text-brand-800">
              <Icon name="briefcase" className="mt-1 size-5 shrink-0" />
              {p.schedule}
            </p>
            <p className="mt-2 flex-1 text-ink-muted">{p.summary}</p>
            <a
              href={`?position=${p.value}#${formId}`}
              data-position={p.value}
              aria-label={careers.positions.applyFor(p.title)}
              className="btn-primary mt-5 self-start"
            >
              {careers.positions.apply}
            </a>
          </li>
        ))}
      </ul>
      {/* A form field's id is its name (components/form/field.tsx). */}
      <ApplyLinks selectId="position" firstFieldId="firstName" />
    </>
  );
}
