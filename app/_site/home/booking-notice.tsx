/** The notice that offers a call instead of the calendar: when the widget fails, and without JavaScript. */
export function BookingNotice({ text, link, className = "flex" }: { text: string; link: { href: string; label: string }; className?: string }) {
  return (
    <div className={`${className} flex-wrap items-center gap-4 border-b border-brand-100 bg-accent-100 p-5 sm:p-6`}>
      <p className="max-w-2xl font-semibold text-ink">{text}</p>
      <a href={link.href} className="btn-accent">
        {link.label}
      </a>
    </div>
  );
}
