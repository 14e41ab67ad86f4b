/** Words of the legal pages (privacy policy, terms of use). Their text is in app/content/legal. */
export const legalEn = {
  backHome: "Back to Homepage",
  seeAlso: "See also:",
  effectiveDate: "Effective date",
  lastUpdated: "Last updated",
};

export type LegalMessages = typeof legalEn;
