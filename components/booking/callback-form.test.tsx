import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmationCopies, formCopies } from "@/content/form-copies";
import { site } from "@/content/site";
import { telHref } from "@/content/tel";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { onToast, type ToastMessage } from "@/lib/toast";
import { CallbackForm } from "./callback-form";

const zips = site.serviceArea.zips;
const served = zips[0];
const OUT_OF_AREA = "90210";

describe("CallbackForm", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  const stored = (reference: string) => ({ ok: true, status: 200, json: async () => ({ ok: true, reference }) }) as Response;
  const lastBody = () => JSON.parse(String((fetchMock.mock.calls.at(-1)![1] as RequestInit).body));

  for (const locale of ["en", "es"] as const) {
    const copy = formCopies[locale].callback;
    const m = intakeCopy[locale].validation;
    const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });
    const submit = () => screen.getByRole("button", { name: copy.submit });

    describe(locale, () => {
      it("an empty submit says what is missing beside each required field, focuses the first and sends nothing", async () => {
        const user = userEvent.setup();
        render(<CallbackForm locale={locale} zips={zips} />);
        await user.click(submit());
        const name = field(copy.labels.name);
        await waitFor(() => expect(name).toHaveFocus());
        for (const [el, message] of [
          [name, m.required.name],
          [field(copy.labels.phone), m.required.phone],
        ] as const) {
          expect(el).toHaveAttribute("aria-invalid", "true");
          expect(el).toHaveAccessibleDescription(expect.stringContaining(message));
        }
        // Optional: never marked wrong for being empty.
        expect(field(copy.labels.zip)).toHaveAttribute("aria-invalid", "false");
        expect(fetchMock).not.toHaveBeenCalled();
      });

      it("checks the ZIP against the service area as it is typed; outside it, a kind word and the main line, and the request still goes", async () => {
        fetchMock.mockResolvedValue(stored("VH-7K3Q9F"));
        const user = userEvent.setup();
        render(<CallbackForm locale={locale} zips={zips} />);
        const zip = field(copy.labels.zip);
        const note = () => zip.closest("form")!.querySelector<HTMLElement>('[role="status"]')!;

        await user.type(zip, served.zip.slice(0, 4));
        expect(note()).toBeEmptyDOMElement();
        await user.type(zip, served.zip.slice(4));
        expect(note()).toHaveTextContent(served.town);

        await user.clear(zip);
        await user.type(zip, OUT_OF_AREA);
        expect(note()).toHaveTextContent(copy.zipNote.outside.replace("{zip}", OUT_OF_AREA));
        expect(note()).toHaveTextContent(copy.zipNote.outsideNext);
        const call = within(note()).getByRole("link", { name: new RegExp(copy.line.display.replace(/[()]/g, "\\$&")) });
        expect(call).toHaveAttribute("href", telHref(copy.line));
        expect(copy.line.tel).toBe(intakeCopy[locale].phones.main.tel);

        await user.type(field(copy.labels.name), "Rosa Díaz");
        await user.type(field(copy.labels.phone), "(858) 555-0177");
        await user.selectOptions(screen.getByRole("combobox", { name: copy.labels.bestTime }), formCopies[locale].options.bestTimes[1].label);
        await user.click(submit());

        const next = confirmationCopies[locale].nextSteps.callback;
        const panel = await screen.findByRole("status", { name: next.heading });
        expect(panel).toHaveTextContent("VH-7K3Q9F");
        expect(within(panel).getByRole("heading", { name: next.heading })).toHaveFocus();
        const { submissionId, ...body } = lastBody();
        expect(submissionId).toEqual(expect.any(String));
        expect(body).toEqual({
          type: "callback",
          name: "Rosa Díaz",
          phone: "(858) 555-0177",
          bestTime: formCopies[locale].options.bestTimes[1].value,
          zip: OUT_OF_AREA,
          honeypot: "",
          locale,
        });
      });

      it("when the request fails, says so and keeps everything typed", async () => {
        fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({ ok: false }) } as Response);
        const toasts: ToastMessage[] = [];
        const stop = onToast((t) => void toasts.push(t));
        const user = userEvent.setup();
        render(<CallbackForm locale={locale} zips={zips} />);
        await user.type(field(copy.labels.name), "Rosa Díaz");
        await user.type(field(copy.labels.phone), "(858) 555-0177");
        await user.type(field(copy.labels.zip), served.zip);
        await user.click(submit());
        await waitFor(() => expect(toasts.at(-1)?.variant).toBe("destructive"));
        stop();
        expect(await screen.findByRole("button", { name: copy.submit })).toBeInTheDocument();
        expect(field(copy.labels.name)).toHaveValue("Rosa Díaz");
        expect(field(copy.labels.phone)).toHaveValue("(858) 555-0177");
        expect(field(copy.labels.zip)).toHaveValue(served.zip);
      });
    });
  }

  it("gives its fields ids of their own, apart from the ZIP check's and the other forms'", () => {
    render(<CallbackForm locale="en" zips={zips} />);
    for (const el of screen.getAllByRole("textbox").filter((e) => e.getAttribute("tabindex") !== "-1")) expect(el.id).toMatch(/^callback-/);
    expect(screen.getByRole("combobox").id).toMatch(/^callback-/);
  });
});
