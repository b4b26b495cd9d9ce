import { useFormWords } from "@/components/form/form-words";

/** A field people never see or reach; bots that fill it are ignored by the function. */
export function Honeypot() {
  const { honeypotLabel } = useFormWords().form;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">{honeypotLabel}</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
