/** Strings shared by the request forms (each form's own strings sit in its definition). */
export const formsEn = {
  titles: {
    "/services/citizenship/application": "Citizenship Application",
    "/services/citizenship/passport-application": "Passport Application",
    "/services/citizenship/passport-renewal": "Passport Renewal",
    "/services/citizenship/visa": "Visa Application",
    "/services/citizenship/residence-permits": "Residence Permit Application",
    "/services/documents/birth-certificate": "Birth Certificate Request",
    "/services/business/registration": "Business Registration",
    "/services/business/tax-filing": "Tax Filing",
    "/services/business/licenses": "Business License Application",
    "/diplomatic-relations/apply": "Apply for Diplomatic Relations",
  },
};

export type FormsMessages = typeof formsEn;
export type FormPath = keyof FormsMessages["titles"];
