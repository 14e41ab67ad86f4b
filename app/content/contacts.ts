/**
 * Addresses and numbers printed on the pages. They sit on reserved names
 * (`.example`) and a country code no country uses, so nothing real is reached.
 */
export const HOUSING_EMAIL = "housing@gov.brehon.example";
export const INVESTMENT_EMAIL = "invest@gov.brehon.example";
/** The foreign affairs emergency line for citizens abroad, open day and night. */
export const EMERGENCY_HOTLINE = "+999 21 555 0100";
export const SOCIAL_HELPLINE = "+999 21 555 0199";

/** "+999 21 555 0100" → "tel:+999215550100". */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
