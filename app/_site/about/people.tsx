import { copyFor, type Locale } from "@/content";
import { teamIn } from "@/content/people";
import { Photo } from "@/components/photo";

/** A person's initials in the brand's circle: who they are, until the owner adds their photo (never a drawn face for a real person). */
function Initials({ name, large = false }: { name: string; large?: boolean }) {
  const initials = name
    .split(/[\s,]+/)
    .filter((w) => /^\p{Lu}/u.test(w) && w !== w.toUpperCase())
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  return (
    <span aria-hidden="true" className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 ${large ? "size-28 text-4xl" : "size-20 text-2xl"}`}>
      {initials}
    </span>
  );
}

/** Who runs the agency: the owner, the founding story and the year (content/people.json, content/pages/about.*.json). */
export function OwnerStory({ locale }: { locale: Locale }) {
  const { about } = copyFor(locale);
  const { owner } = teamIn(locale);
  return (
    <div className="grid max-w-5xl items-start gap-8 md:grid-cols-[16rem_1fr]">
      <figure className="flex flex-col items-start gap-4">
        {/* A definite width before the photo arrives, so nothing below it moves when it does. */}
        <div className="w-full max-w-64">
          <Photo slot={owner.photo} locale={locale} sizes="256px" className="rounded-card" fallback={<Initials name={owner.name} large />} />
        </div>
        <figcaption>
          <span className="block text-xl font-bold text-brand-900">{owner.name}</span>
          <span className="text-ink-muted">{owner.role}</span>
        </figcaption>
      </figure>
      <div className="grid gap-4 text-xl">
        <p className="font-semibold text-accent-700">{about.story.since}</p>
        {about.story.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}

/** The care team families talk to, each with a role and a photo once the owner adds one. */
export function Team({ locale }: { locale: Locale }) {
  const { members } = teamIn(locale);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li key={m.id} className="card flex items-center gap-4">
          <div className="w-20 shrink-0">
            <Photo slot={m.photo} locale={locale} sizes="80px" className="aspect-square rounded-full" fallback={<Initials name={m.name} />} />
          </div>
          <p>
            <span className="block text-xl font-bold text-brand-900">{m.name}</span>
            <span className="text-ink-muted">{m.role}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
