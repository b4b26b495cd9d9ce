/**
 * Whole US dollars as a family reads them: "$39", "$1,560". Prices in content/ are whole dollars,
 * so cents are shown only when a figure has them. The locale is a parameter for the Spanish edition.
 */
export function formatUsd(amount: number, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
