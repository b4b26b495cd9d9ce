import type { IconNode } from "lucide";

/**
 * A path's numbers to `decimals` places, written as briefly as SVG allows: "2.992" → "2.99",
 * "0.53" → ".53", a separator only where two numbers would otherwise read as one. Lucide draws on
 * a grid of 24 with three decimals; on an icon at most 36 px tall, a hundredth of a unit is under
 * 0.02 px per segment, and every page's first response has to fit one round trip.
 */
export function roundedPath(d: string, decimals = 2): string {
  let out = "";
  let previous = "";
  const write = (number: string) => {
    // After a number, the next needs a space unless its sign or its point starts a new one.
    if (previous && !number.startsWith("-") && !(number.startsWith(".") && previous.includes("."))) out += " ";
    out += number;
    previous = number;
  };
  let i = 0;
  let command = "";
  let argument = 0;
  while (i < d.length) {
    const c = d[i];
    if (/[\s,]/.test(c)) {
      i++;
    } else if (/[a-zA-Z]/.test(c)) {
      out += c;
      previous = "";
      command = c.toLowerCase();
      argument = 0;
      i++;
    } else if (command === "a" && (argument % 7 === 3 || argument % 7 === 4)) {
      // An arc's two flags are one digit each, and may be written without a space: "a5 5 0 013 1".
      write(c);
      argument++;
      i++;
    } else {
      const number = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i));
      if (!number) throw new Error(`Not a path: ${d}`);
      write(short(Number(number[0]), decimals));
      argument++;
      i += number[0].length;
    }
  }
  return out;
}

function short(value: number, decimals: number): string {
  const text = String(Number(value.toFixed(decimals)));
  if (text === "-0") return "0";
  return text.replace(/^(-?)0\./, "$1.");
}

/** An icon's node with each path's numbers rounded (roundedPath); other shapes as they are. */
export function roundedIcon(node: IconNode): IconNode {
  return node.map(([tag, attrs]) => [tag, tag === "path" && typeof attrs.d === "string" ? { ...attrs, d: roundedPath(attrs.d) } : attrs]) as IconNode;
}
