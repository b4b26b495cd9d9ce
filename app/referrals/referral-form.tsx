export function ReferralForm() { return <div data-form="referral" />; }
