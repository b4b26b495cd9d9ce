import type { Locale } from "@/content";
import { photoFor, variantUrl, type Photo as PhotoData, type PhotoFormat } from "@/content/photos";

/** An empty image (a transparent pixel) for the screens a copy of a photo is not shown on: no request is made. */
export const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

const srcSet = (photo: PhotoData, format: PhotoFormat) => photo.widths.map((w) => `${variantUrl(photo, w, format)} ${w}w`).join(", ");

/**
 * The owner's photo for a slot (content/photos/photos.json), as AVIF, WebP or JPEG at the width the
 * layout needs (`sizes`), its width and height given so nothing moves when it arrives; `priority`
 * for the first screen's photo (fetched first), the others load as they near the viewport. Without
 * a photo for the slot, `fallback` (an illustration, initials) or nothing. `notOn`: a media query
 * for screens this copy is hidden on (with `className`), where it loads nothing at all.
 */
export async function Photo({
  slot,
  locale,
  sizes,
  priority = false,
  className = "",
  fallback = null,
  notOn,
}: {
  slot: string;
  locale: Locale;
  sizes: string;
  priority?: boolean;
  className?: string;
  fallback?: React.ReactNode;
  notOn?: string;
}) {
  const photo = await photoFor(slot);
  if (!photo) return fallback;
  // The JPEG every browser shows: the width nearest a phone at 2x.
  const jpeg = photo.widths.find((w) => w >= 800) ?? photo.widths.at(-1)!;
  return (
    <picture data-photo={slot}>
      {notOn && <source media={notOn} srcSet={NOTHING} />}
      <source type="image/avif" srcSet={srcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, "webp")} sizes={sizes} />
      <img
        src={variantUrl(photo, jpeg, "jpg")}
        srcSet={srcSet(photo, "jpg")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt[locale]}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className={`h-auto w-full object-cover ${className}`}
      />
    </picture>
  );
}
