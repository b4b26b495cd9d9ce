export function ApplicationForm() {
  return <div data-form="application" />;
}
