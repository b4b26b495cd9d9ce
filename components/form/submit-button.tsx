import { formCopy } from "@/content/forms";

export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    // aria-disabled, not disabled: a disabled button drops keyboard focus to <body>. The flow's busy
    // flag is what makes a second submit impossible.
    <button type="submit" aria-disabled={submitting} className="btn-accent w-full aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto sm:justify-self-start">
      {submitting ? formCopy.submitting : children}
    </button>
  );
}
