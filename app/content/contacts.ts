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

/** The Government Information Office: general enquiries about any public service. */
export const GENERAL_EMAIL = "info@gov.brehon.example";
export const GENERAL_PHONE = "+999 21 555 0110";
/** The same number as dialled inside Brehon: the trunk prefix 0 replaces the country code. */
export const GENERAL_PHONE_DOMESTIC = "021 555 0110";
export const PRESIDENT_EMAIL = "president@gov.brehon.example";
export const ASSEMBLY_EMAIL = "assembly@gov.brehon.example";
export const COURTS_EMAIL = "courts@gov.brehon.example";
/** The address for privacy requests. */
export const DATA_PROTECTION_EMAIL = "dataprotection@gov.brehon.example";

/** Each ministry of the government page: its e-mail address and switchboard. */
export const MINISTRY_CONTACTS = {
  "foreign-affairs": { email: "foreignaffairs@gov.brehon.example", phone: "+999 21 555 0160" },
  finance: { email: "finance@gov.brehon.example", phone: "+999 21 555 0120" },
  education: { email: "education@gov.brehon.example", phone: "+999 21 555 0130" },
  health: { email: "health@gov.brehon.example", phone: "+999 21 555 0140" },
  defense: { email: "defence@gov.brehon.example", phone: "+999 21 555 0150" },
} as const;
