import { counted } from "../plural";
/** Strings shared by the request forms; each form's own text sits in its definition in app/forms/definitions. */
export const formsEn = {
  optional: "(optional)",
  requiredNote: "All fields are required unless marked optional.",
  localNotice: "Your answers are kept only in this browser on this device; nothing is sent to any office.",
  noScript:
    "Saving this form needs JavaScript. Your answers have not been saved: switch JavaScript on in your browser, then submit the form again.",
  errorSummaryTitle: "There is a problem",
  errors: {
    required: (label: string) => `${label} is required.`,
    tooLong: (label: string, max: number) =>
      `${label} must be ${counted(max, "en", { one: "character", other: "characters" })} or fewer.`,
    email: (label: string) => `${label} must be an email address in the correct format, like name@example.com.`,
    date: (label: string) => `${label} must be a real date.`,
    phone: (label: string) => `${label} must be a telephone number, like 021 555 0110 or +999 21 555 0110.`,
    number: (label: string) => `${label} must be a number.`,
    wholeNumber: (label: string) => `${label} must be a whole number.`,
    tooSmall: (label: string, min: number) => `${label} must be ${min} or more.`,
    tooLarge: (label: string, max: number) => `${label} must be ${max} or less.`,
    mustAgree: () => "You must agree to the declaration before submitting.",
  },
  declarationToast: {
    title: "Declaration Required",
    description: "You must agree to the declaration before submitting.",
  },
  storageRefused: {
    title: "Your answers could not be saved",
    body: "Your browser did not let this site store your answers. This happens in private browsing, when storage is full, or when site data is switched off. Your answers are still in the form: allow this site to store data, then submit again.",
  },
  savedLocally:
    "Your answers are saved in this browser on this device only: they have not been sent to any government office. To complete your application, get in touch with the office that deals with it:",
  back: {
    home: "Return to Homepage",
    services: "Back to Services",
    citizenship: "Back to Citizenship Services",
    documents: "Back to Document Services",
    business: "Back to Business Services",
  },
};

export type FormsMessages = typeof formsEn;
