import { useFormWords } from "@/components/form/form-words";

export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  const { submitting: submittingLabel } = useFormWords().form;
  return (
    // aria-disabled, not disabled: a disabled button drops keyboard focus to <body>. The flow's busy
    // flag is what makes a second submit impossible.
    // A submit held before the form was live (<form data-pending>) shows the same words from CSS:
    // changing the button's text before hydration would not match the server's HTML.
    <button
      type="submit"
      aria-disabled={submitting}
      data-submitting={submittingLabel}
      className="btn-accent w-full group-data-pending/form:cursor-wait group-data-pending/form:opacity-80 group-data-pending/form:after:content-[attr(data-submitting)] aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto sm:justify-self-start"
    >
      {submitting ? submittingLabel : <span className="group-data-pending/form:hidden">{children}</span>}
    </button>
  );
}
