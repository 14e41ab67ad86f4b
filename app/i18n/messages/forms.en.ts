import { counted } from "../plural";

/** Strings shared by the request forms; each form's own text sits in its definition in app/forms/definitions. */
export const formsEn = {
  optional: "(optional)",
  requiredNote: "All fields are required unless marked optional.",
  /**
   * What the page does with the answers and how an application reaches the office behind the form,
   * per office; each text is followed by the office's e-mail address. They must not contradict the
   * form's own confirmation (app/forms/notices.test.ts). Keyed by the forms' offices (`FormOffice`,
   * app/forms/define-form.ts), one entry each: app/forms/notices.test.ts checks it.
   */
  offices: {
    "information-office": {
      notice:
        "Submitting this form keeps your answers in this browser on this device only: nothing is sent to any office. To make the application itself, ask the Government Information Office how: write to",
      saved:
        "Your answers are saved in this browser on this device only: they have not been sent to any government office. To complete your application, ask the Government Information Office how: write to",
    },
    "foreign-affairs": {
      notice:
        "This page keeps your application in this browser on this device while you prepare it. Applications reach the Ministry of Foreign Affairs by e-mail: the Ministry reviews every application it receives and is in contact with the representative named in it. Its address is",
      saved:
        "Your application is kept in this browser on this device. The Ministry of Foreign Affairs reviews every application sent to it at",
    },
  },
  allOffices: "Every office's address and telephone number:",
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
  back: {
    home: "Return to Homepage",
    services: "Back to Services",
    citizenship: "Back to Citizenship Services",
    documents: "Back to Document Services",
    business: "Back to Business Services",
  },
};

export type FormsMessages = typeof formsEn;
