import type { ReactNode } from "react";

/**
 * The calendar's one notice when it cannot show itself (the 5 s fallback, a blocked script, no
 * JavaScript): what happened, and the way to the call-back form beside it.
 */
export function BookingNotice({
  text,
  link,
  className = "flex",
  children,
}: {
  text: string;
  link?: { href: string; label: string };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${className} flex-wrap items-center gap-4 border-b border-brand-100 bg-accent-100 p-5 sm:p-6`}>
      <p className="max-w-2xl font-semibold text-ink">{text}</p>
      {link && (
        <a href={link.href} className="btn-accent">
          {link.label}
        </a>
      )}
      {children}
    </div>
  );
}
