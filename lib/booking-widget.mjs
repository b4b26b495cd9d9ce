// @ts-self-types="./booking-widget.d.mts"
/**
 * The contract between the booking calendar's container (components/booking/booking-widget.tsx)
 * and the build step that writes each page's Content-Security-Policy (scripts/security-headers.mjs):
 * a page whose HTML holds an element with this attribute gets a policy that allows the calendar's
 * script and styles; every other page does not. So the booking section can move to another page
 * without a list of pages to keep in step. Plain JavaScript so the post-build script imports it as it is.
 */
export const BOOKING_WIDGET_ATTR = "data-booking-widget";
