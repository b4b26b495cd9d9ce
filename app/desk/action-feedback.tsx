import { CircleCheck, TriangleAlert } from "lucide";
import { SvgIcon } from "@/components/svg-icon";

/** What an action said last; `seq` makes a repeated message a new one for screen readers. */
export type Feedback = { kind: "done" | "error"; text: string; seq: number } | null;

let counter = 0;
export const done = (text: string): Feedback => ({ kind: "done", text, seq: ++counter });
export const failed = (text: string): Feedback => ({ kind: "error", text, seq: ++counter });

/**
 * The result of an action, beside it. Both live regions are always in the page (a region that
 * appears together with its text is often not read); the message inside is a new element each
 * time, so the same words said twice are heard twice. Icons and words carry the meaning, not colour.
 * An empty region is taken out of the layout (absolute), never out of the page: no gap in a grid.
 */
export function ActionFeedback({ feedback }: { feedback: Feedback }) {
  return (
    <>
      <div role="status" className="empty:absolute">
        {feedback?.kind === "done" && (
          <p key={feedback.seq} className="flex items-start gap-2 rounded-lg border-2 border-brand-600 bg-brand-50 p-3 font-semibold text-brand-900">
            <SvgIcon node={CircleCheck} className="mt-0.5 size-6 shrink-0" />
            {feedback.text}
          </p>
        )}
      </div>
      <div role="alert" className="empty:absolute">
        {feedback?.kind === "error" && (
          <p key={feedback.seq} className="flex items-start gap-2 rounded-lg border-2 border-danger bg-danger-50 p-3 font-semibold text-danger">
            <SvgIcon node={TriangleAlert} className="mt-0.5 size-6 shrink-0" />
            <span>
              <span className="sr-only">Error: </span>
              {feedback.text}
            </span>
          </p>
        )}
      </div>
    </>
  );
}
