import { ILLUSTRATIONS, type Illustration } from "@/lib/illustrations";
import { renderVariant, variantNames } from "@/content/photos";

export const dynamic = "force-static";
export const dynamicParams = false;

/** The site's illustrations (lib/illustrations.ts) and each photo's published copies (content/photos.ts), written into the export as files. */
export async function generateStaticParams() {
  return [...Object.keys(ILLUSTRATIONS), ...(await variantNames())].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file in ILLUSTRATIONS) return new Response(ILLUSTRATIONS[file as Illustration].draw(), { headers: { "Content-Type": "image/svg+xml" } });
  const variant = await renderVariant(file);
  if (!variant) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(variant.bytes), { headers: { "Content-Type": variant.type } });
}
