import { render, screen } from "@testing-library/react";
import { useShownValue } from "./shown-value";

function Shown({ watched }: { watched: string }) {
  return <output>{useShownValue("urgency", watched) || "nothing"}</output>;
}

describe("useShownValue", () => {
  afterEach(() => document.body.replaceChildren());

  it("shows a choice already in the select though the form's watcher still says nothing", () => {
    document.body.insertAdjacentHTML("beforeend", `<select id="urgency"><option value=""></option><option value="immediate" selected></option></select>`);
    render(<Shown watched="" />);
    expect(screen.getByRole("status")).toHaveTextContent("immediate");
  });

  it("shows what was typed in a text field before the form was live", () => {
    document.body.insertAdjacentHTML("beforeend", `<input id="urgency" value="">`);
    (document.getElementById("urgency") as HTMLInputElement).value = "92123";
    render(<Shown watched="" />);
    expect(screen.getByRole("status")).toHaveTextContent("92123");
  });

  it("follows the select on a later render, and falls back to the watched value without one", () => {
    document.body.insertAdjacentHTML("beforeend", `<select id="urgency"><option value=""></option><option value="week"></option></select>`);
    const { rerender } = render(<Shown watched="" />);
    expect(screen.getByRole("status")).toHaveTextContent("nothing");
    (document.getElementById("urgency") as HTMLSelectElement).value = "week";
    rerender(<Shown watched="week" />);
    expect(screen.getByRole("status")).toHaveTextContent("week");
    document.getElementById("urgency")!.remove();
    rerender(<Shown watched="today" />);
    expect(screen.getByRole("status")).toHaveTextContent("today");
  });
});
