import { formCopy } from "@/content/forms";

export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <button type="submit" disabled={submitting} aria-disabled={submitting} className="btn-accent w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto">
      {submitting ? formCopy.submitting : children}
    </button>
  );
}
