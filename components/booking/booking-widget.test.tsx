import { act, render, screen } from "@testing-library/react";
import { announceCallbackSent, BOOKING_FALLBACK_MS, BOOKING_FRAME_HEIGHT_PX } from "@/lib/booking";
import { BookingWidget } from "./booking-widget";

// The calendar comes near the viewport at once: the observer reports an intersection when observing.
class NearObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const copy = {
  failed: "Slow to load.",
  blocked: "Can't load here.",
  trouble: "Calendar not loading?",
  openPage: "Open the booking page",
  loading: "Loading the calendar...",
  afterCallback: { failed: "Slow to load; we have your request.", blocked: "Can't load here; we have your request." },
};
const callback = { href: "#callback-request", label: "Ask us to call you" };
let n = 0;

function renderWidget() {
  // A script URL of its own per test: loadScriptOnce remembers each one for the page's life.
  const scriptUrl = `https://assets.example.com/widget-${++n}.js`;
  render(<BookingWidget url="https://booking.example.com/vh" scriptUrl={scriptUrl} title="Booking calendar" copy={copy} callback={callback} />);
  const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`)!;
  return { script };
}

describe("BookingWidget", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => jest.useRealTimers());

  it("when its script cannot load: no frame, ever; one message with the way to the call-back form", async () => {
    const { script } = renderWidget();
    await act(async () => void script().dispatchEvent(new Event("error")));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(copy.blocked);
    expect(screen.getByRole("link", { name: callback.label })).toHaveAttribute("href", callback.href);
    expect(screen.queryByText(copy.trouble)).toBeNull();
    await act(async () => void jest.advanceTimersByTime(BOOKING_FALLBACK_MS * 2));
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getAllByText(copy.blocked)).toHaveLength(1);
  });

  it("when its script loads but embeds nothing, the 700 px frame after 5 s, not before", async () => {
    const { script } = renderWidget();
    await act(async () => void script().dispatchEvent(new Event("load")));
    await act(async () => void jest.advanceTimersByTime(BOOKING_FALLBACK_MS - 1));
    expect(document.querySelector("iframe")).toBeNull();
    await act(async () => void jest.advanceTimersByTime(1));
    const frame = screen.getByTitle("Booking calendar");
    expect(frame).toHaveAttribute("height", String(BOOKING_FRAME_HEIGHT_PX));
    expect(screen.getByRole("status")).toHaveTextContent(copy.failed);
    expect(screen.queryByTestId("booking-widget")).toBeNull();
  });

  it("when a hanging script fails after the 5 s frame, the frame gives way to the message", async () => {
    const { script } = renderWidget();
    await act(async () => void jest.advanceTimersByTime(BOOKING_FALLBACK_MS));
    expect(screen.getByTitle("Booking calendar")).toBeInTheDocument();
    await act(async () => void script().dispatchEvent(new Event("error")));
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(copy.blocked);
    expect(screen.getByRole("status")).not.toHaveTextContent(copy.failed);
  });

  it("when the widget embeds its frame, nothing else appears", async () => {
    const { script } = renderWidget();
    const frame = document.createElement("iframe");
    screen.getByTestId("booking-widget").appendChild(frame);
    await act(async () => void script().dispatchEvent(new Event("load")));
    await act(async () => void jest.advanceTimersByTime(BOOKING_FALLBACK_MS * 2));
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByText(copy.trouble)).toBeInTheDocument();
  });

  // Last: a sent request is remembered for the page's life (the module's flag), as on a real page.
  it("once the call-back request beside it was sent, its notices no longer offer one", async () => {
    const { script } = renderWidget();
    await act(async () => void script().dispatchEvent(new Event("error")));
    expect(screen.getByRole("link", { name: callback.label })).toBeInTheDocument();
    await act(async () => announceCallbackSent());
    expect(screen.getByRole("status")).toHaveTextContent(copy.afterCallback.blocked);
    expect(screen.queryByText(copy.blocked)).toBeNull();
    expect(screen.queryByRole("link", { name: callback.label })).toBeNull();
    expect(screen.getByRole("link", { name: copy.openPage })).toBeInTheDocument();

    // A calendar that shows its notice after the request went: without the offer from the start.
    const later = renderWidget();
    await act(async () => void later.script().dispatchEvent(new Event("load")));
    await act(async () => void jest.advanceTimersByTime(BOOKING_FALLBACK_MS));
    expect(screen.getByText(copy.afterCallback.failed)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: callback.label })).toBeNull();
  });
});
