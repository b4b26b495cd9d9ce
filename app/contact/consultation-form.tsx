export function ConsultationForm() { return <div data-form="consultation" />; }
