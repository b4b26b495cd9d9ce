import { LogOut } from "lucide";
import { SvgIcon } from "@/components/svg-icon";

/** Who is signed in, and the way out: on every screen of a session, kept in view while scrolling. */
export function SessionBar({ name, onSignOut }: { name: string | null; onSignOut: () => void }) {
  return (
    <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-brand-100 bg-white px-4 py-2 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <p>
        Signed in{name ? " as " : ""}
        {name && <strong>{name}</strong>}
      </p>
      <button type="button" onClick={onSignOut} className="btn-outline min-h-11 px-4 py-2">
        <SvgIcon node={LogOut} className="size-5" />
        Sign out
      </button>
    </div>
  );
}
