import { DeskApp } from "./desk-app";

/** /desk: where intake staff work every submitted form. Everything past this shell needs a session. */
export default function DeskPage() {
  return (
    <main id="main" className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl sm:text-3xl">Intake desk</h1>
      <noscript>
        <p className="rounded-card border-2 border-danger bg-danger-50 p-4 font-semibold">
          The intake desk needs JavaScript. Turn it on for this site in your browser, then reload the page.
        </p>
      </noscript>
      <DeskApp />
    </main>
  );
}
