import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * A Lucide icon drawn as plain SVG: no component of its own on the client, no hydration beyond the
 * elements themselves. Works in server and client components alike; pass one icon's node
 * (`import { Menu } from "lucide"`), so bundles keep only the icons they name.
 * Decorative: every icon sits beside text that says the same thing.
 */
export function SvgIcon({ node, className = "size-6" }: { node: IconNode; className?: string }) {
  return (
    // Stroke, fill and line caps come from `svg.icon` in globals.css, so each icon carries only
    // its shapes (the page's HTML and its RSC payload both repeat every attribute written here);
    // width and height keep it icon-sized should the stylesheet fail to load.
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`}>
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
