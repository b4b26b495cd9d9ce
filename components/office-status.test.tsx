import { render, screen } from "@testing-library/react";
import { copyFor } from "@/content";
import { hoursLine, officeChanges } from "@/content/office-week";
import { isOfficeOpen } from "@/lib/line-now";
import { CallButton } from "./call-button";
import { officeNow } from "./office-status";

const en = copyFor("en").ui.officeStatus;
const es = copyFor("es").ui.officeStatus;

describe("officeNow: the office's state beside a Call button (San Diego time)", () => {
  it.each([
    ["2026-11-27T16:00:00Z", "Open now · until 6 PM"], // Friday 8:00 AM: opening time
    ["2026-11-28T01:59:00Z", "Open now · until 6 PM"], // Friday 5:59 PM
    ["2026-11-28T02:00:00Z", "Closed now · opens Saturday 9 AM"], // Friday 6:00 PM
    ["2026-11-28T04:40:00Z", "Closed now · opens Saturday 9 AM"], // Friday 8:40 PM
    ["2026-11-28T16:59:00Z", "Closed now · opens Saturday 9 AM"], // Saturday 8:59 AM
    ["2026-11-28T17:00:00Z", "Open now · until 4 PM"], // Saturday 9:00 AM
    ["2026-11-29T00:00:00Z", "Closed now · opens Monday 8 AM"], // Saturday 4:00 PM: closing
    ["2026-11-29T20:00:00Z", "Closed now · opens Monday 8 AM"], // Sunday noon: closed all day
    ["2026-11-30T15:59:00Z", "Closed now · opens Monday 8 AM"], // Monday 7:59 AM
    ["2026-11-01T09:30:00Z", "Closed now · opens Monday 8 AM"], // Sunday 1:30 AM PST, the clocks just went back
    ["2026-03-08T10:30:00Z", "Closed now · opens Monday 8 AM"], // Sunday 3:30 AM PDT, the clocks just went forward
    ["2026-07-15T15:30:00Z", "Open now · until 6 PM"], // Wednesday 8:30 AM PDT
  ])("%s: %s", (iso, words) => {
    // Each time's space is a no-break one: "9 AM" never splits across lines.
    expect(officeNow(officeChanges("en", en), new Date(iso))).toBe(words.replace(/(\d) ([AP]M)/, "$1\u00a0$2"));
  });

  it("says nothing for an office closed every day, and nothing breaks", () => {
    expect(officeNow([], new Date("2026-11-25T18:00:00Z"))).toBe("");
  });

  it("says it in Spanish with the articles Spanish needs", () => {
    expect(officeNow(officeChanges("es", es), new Date("2026-11-28T04:40:00Z"))).toMatch(/^Cerrado ahora · abre el sábado a las 9\sa\.\s?m\.$/);
    expect(officeNow(officeChanges("es", es), new Date("2026-11-27T18:00:00Z"))).toMatch(/^Abierto ahora · hasta las 6\sp\.\s?m\.$/);
  });

  it("agrees with the rule the call-now box and the acknowledgment use, every 15 minutes for five weeks across a clock change", () => {
    const start = Date.parse("2026-10-19T00:00:00Z");
    const changes = officeChanges("en", en);
    const disagreements: string[] = [];
    let open = 0;
    for (let at = start; at < start + 35 * 86_400_000; at += 15 * 60_000) {
      const when = new Date(at);
      const saysOpen = officeNow(changes, when).startsWith("Open now");
      if (saysOpen !== isOfficeOpen(when)) disagreements.push(when.toISOString());
      if (saysOpen) open++;
    }
    expect(disagreements).toEqual([]);
    // Five weeks of 57 open hours, four quarters an hour.
    expect(open).toBe(5 * 57 * 4);
  });
});

describe("the office's hours in the HTML, before the page is live", () => {
  it("puts like days together, Monday first", () => {
    expect(hoursLine("en")).toBe("Mon–Fri 8\u00a0AM–6\u00a0PM, Sat 9\u00a0AM–4\u00a0PM");
    expect(hoursLine("es")).toMatch(/^lun–vie 8\sa\.\s?m\.–6\sp\.\s?m\., sáb 9\sa\.\s?m\.–4\sp\.\s?m\.$/);
  });

  it("reads beside the Call button with the line answered at any hour, its target at least 44 px tall", () => {
    const { phones } = copyFor("en");
    render(
      <div>
        <CallButton locale="en" phone={phones.main} />
      </div>,
    );
    const line = screen.getByText(/Urgent, any hour:/);
    // The hours, and in the same cell the live words (a client render: the clock is read at once).
    const [hours, live] = [...line.querySelectorAll(".office-stack > span")];
    expect(hours.textContent).toMatch(/^Office hours: Mon–Fri 8\sAM–6\sPM, Sat 9\sAM–4\sPM$/);
    expect(live.textContent).toMatch(/^(Open now|Closed now) · /);
    const urgent = screen.getByRole("link", { name: phones.emergency.display });
    expect(urgent.getAttribute("href")).toBe(`tel:${phones.emergency.tel}`);
    expect(urgent.className).toContain("min-h-11");
  });
});
