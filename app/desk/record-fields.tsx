import type { DeskRecord } from "@/lib/desk/api";
import { recordFields } from "@/lib/desk/record-fields";
import { RecordSection } from "./record-section";

/** Every field of the form as the sender filled it in, with its label; option codes as their words. */
export function RecordFields({ record }: { record: DeskRecord }) {
  const rows = recordFields(record.type, record.fields ?? {});
  return (
    <RecordSection id="record-fields" title="What the sender wrote">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {rows.map(({ key, label, value }) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="break-words whitespace-pre-wrap max-sm:mb-2">
              {Array.isArray(value) ? (
                <ul className="list-disc pl-6">
                  {value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </RecordSection>
  );
}
