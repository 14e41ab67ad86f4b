import { SAVED_ANSWERS } from "../test/spec/forms";
import { expect, type Page, test } from "./fixtures";
import { expectNoAxeViolations, MOBILE, waitForHydration } from "./support";

/** What the browser should show for a field: its control type, and whether it is required. */
type Kind = "text" | "textarea" | "date" | "tel" | "email" | "number" | "select" | "checkbox";
type FieldCase = {
  name: string;
  /** The visible English label, as a visitor reads it. */
  label: string;
  kind: Kind;
  required: boolean;
  default?: string;
  fill?: string | boolean;
};

type FormCase = {
  path: string;
  heading: string;
  storageKey: string;
  toast: string;
  success: string;
  back: { name: string; href: string };
  fields: FieldCase[];
  saved: Record<string, unknown>;
  /** Fields shown only after another answer changes (they start hidden). */
  revealedBy?: { select: string; option: string; field: string };
};

const YEAR = String(new Date().getFullYear());

/**
 * A form must not say that nothing is sent while its page or confirmation promises that someone
 * will review the application or be in contact. Returns the pair that contradicts, if any.
 */
function contradiction(texts: Array<string | null>): string[] {
  const denial = texts.find(
    (text): text is string => text !== null && /\b(?:nothing is sent|not (?:been )?sent|does not send)\b/i.test(text),
  );
  const promise = texts.find(
    (text): text is string =>
      text !== null && /\b(?:reviews?|be in contact|respond|reply|process(?:es|ed)?)\b/i.test(text),
  );
  return denial && promise ? [denial, promise] : [];
}

const CASES: FormCase[] = [
  {
    path: "/services/citizenship/application",
    heading: "Citizenship Application",
    storageKey: "citizenshipApplicationData",
    toast: "Application Submitted!",
    success: "Application Submitted",
    back: { name: "Back to Citizenship Services", href: "/services/citizenship" },
    fields: [
      { name: "fullName", label: "Full name", kind: "text", required: true, fill: "Aoife Ní Bhriain" },
      { name: "dateOfBirth", label: "Date of birth", kind: "date", required: true, fill: "1990-03-27" },
      {
        name: "currentAddress",
        label: "Current address",
        kind: "textarea",
        required: true,
        fill: "1 Main Street\nBrehon City",
      },
      {
        name: "reasonForApplication",
        label: "Reason for application",
        kind: "textarea",
        required: true,
        fill: "Ten years of residence",
      },
      {
        name: "declaration",
        label: "I declare that the information I have given is true and complete to the best of my knowledge.",
        kind: "checkbox",
        required: true,
        fill: true,
      },
    ],
    saved: {
      fullName: "Aoife Ní Bhriain",
      dateOfBirth: "1990-03-27",
      currentAddress: "1 Main Street\nBrehon City",
      reasonForApplication: "Ten years of residence",
      declaration: true,
    },
  },
  {
    path: "/services/citizenship/passport-application",
    heading: "Passport Application",
    storageKey: "passportApplicationData",
    toast: "Passport Application Submitted!",
    success: "Passport Application Submitted",
    back: { name: "Back to Citizenship Services", href: "/services/citizenship" },
    fields: [
      { name: "fullName", label: "Full name", kind: "text", required: true, fill: "Seán Ó Murchú" },
      { name: "dateOfBirth", label: "Date of birth", kind: "date", required: true, fill: "1985-11-02" },
      { name: "placeOfBirth", label: "Place of birth", kind: "text", required: true, fill: "Brehon City" },
      { name: "currentAddress", label: "Current address", kind: "textarea", required: true, fill: "2 Quay Road" },
      {
        name: "reasonForApplication",
        label: "Reason for application",
        kind: "select",
        required: true,
        default: "New Passport",
        fill: "Lost/Stolen Passport Replacement",
      },
      {
        name: "previousPassportNumber",
        label: "Previous passport number",
        kind: "text",
        required: false,
        fill: "BR7654321",
      },
    ],
    revealedBy: {
      select: "reasonForApplication",
      option: "Lost/Stolen Passport Replacement",
      field: "previousPassportNumber",
    },
    saved: {
      fullName: "Seán Ó Murchú",
      dateOfBirth: "1985-11-02",
      placeOfBirth: "Brehon City",
      currentAddress: "2 Quay Road",
      reasonForApplication: "Lost/Stolen Passport Replacement",
      previousPassportNumber: "BR7654321",
    },
  },
  {
    path: "/services/citizenship/passport-renewal",
    heading: "Passport Renewal",
    storageKey: "passportRenewalData",
    toast: "Passport Renewal Submitted!",
    success: "Passport Renewal Submitted",
    back: { name: "Back to Services", href: "/services" },
    fields: [
      { name: "fullName", label: "Full name", kind: "text", required: true, fill: "Máire Ní Cheallaigh" },
      {
        name: "currentPassportNumber",
        label: "Current passport number",
        kind: "text",
        required: true,
        fill: "BR1234567",
      },
      { name: "passportExpiryDate", label: "Passport expiry date", kind: "date", required: true, fill: "2027-01-31" },
      { name: "contactNumber", label: "Contact number", kind: "tel", required: true, fill: "+999 21 555 0110" },
    ],
    saved: SAVED_ANSWERS.passportRenewal,
  },
  {
    path: "/services/citizenship/visa",
    heading: "Visa Application",
    storageKey: "visaApplicationData",
    toast: "Visa Application Submitted!",
    success: "Visa Application Submitted",
    back: { name: "Back to Citizenship Services", href: "/services/citizenship" },
    fields: [
      { name: "fullName", label: "Full name", kind: "text", required: true, fill: "Jean Dupont" },
      { name: "nationality", label: "Nationality", kind: "text", required: true, fill: "French" },
      { name: "passportNumber", label: "Passport number", kind: "text", required: true, fill: "FR998877" },
      { name: "visaType", label: "Visa type", kind: "select", required: true, default: "Tourist", fill: "Student" },
      { name: "intendedTravelDate", label: "Intended travel date", kind: "date", required: true, fill: "2027-09-01" },
      {
        name: "purposeOfVisit",
        label: "Purpose of visit",
        kind: "textarea",
        required: true,
        fill: "A master's degree",
      },
    ],
    saved: SAVED_ANSWERS.visa,
  },
  {
    path: "/services/citizenship/residence-permits",
    heading: "Residence Permit Application",
    storageKey: "residencePermitData",
    toast: "Permit Application Submitted!",
    success: "Permit Application Submitted",
    back: { name: "Back to Citizenship Services", href: "/services/citizenship" },
    fields: [
      { name: "fullName", label: "Full name", kind: "text", required: true, fill: "Ana Silva" },
      { name: "nationality", label: "Nationality", kind: "text", required: true, fill: "Portuguese" },
      { name: "currentVisaStatus", label: "Current visa status", kind: "text", required: false },
      { name: "permitType", label: "Permit type", kind: "select", required: true, default: "Temporary" },
      { name: "reasonForPermit", label: "Reason for permit", kind: "textarea", required: true, fill: "Employment" },
      { name: "durationRequested", label: "Duration requested", kind: "text", required: false, fill: "2 years" },
    ],
    saved: {
      fullName: "Ana Silva",
      nationality: "Portuguese",
      currentVisaStatus: "",
      permitType: "Temporary",
      reasonForPermit: "Employment",
      durationRequested: "2 years",
    },
  },
  {
    path: "/services/documents/birth-certificate",
    heading: "Birth Certificate Request",
    storageKey: "birthCertificateRequestData",
    toast: "Request Submitted!",
    success: "Request Submitted",
    back: { name: "Back to Document Services", href: "/services/documents" },
    fields: [
      {
        name: "childFullName",
        label: "Full name on the certificate",
        kind: "text",
        required: true,
        fill: "Ciara Walsh",
      },
      { name: "dateOfBirth", label: "Date of birth", kind: "date", required: true, fill: "2020-06-15" },
      { name: "placeOfBirth", label: "Place of birth", kind: "text", required: true, fill: "Brehon General Hospital" },
      { name: "fatherFullName", label: "Father's full name", kind: "text", required: false },
      { name: "motherFullName", label: "Mother's full name", kind: "text", required: true, fill: "Niamh Walsh" },
      { name: "requesterName", label: "Your full name", kind: "text", required: true, fill: "Niamh Walsh" },
      {
        name: "requesterRelationship",
        label: "Your relationship to the person named",
        kind: "text",
        required: true,
        fill: "Mother",
      },
      {
        name: "reasonForRequest",
        label: "Reason for request",
        kind: "textarea",
        required: true,
        fill: "School enrolment",
      },
    ],
    saved: SAVED_ANSWERS.birthCertificate,
  },
  {
    path: "/services/business/registration",
    heading: "Business Registration",
    storageKey: "businessRegistrationData",
    toast: "Registration Submitted!",
    success: "Registration Submitted",
    back: { name: "Back to Business Services", href: "/services/business" },
    fields: [
      { name: "businessName", label: "Business name", kind: "text", required: true, fill: "Harbour Bakery" },
      {
        name: "businessType",
        label: "Business type",
        kind: "select",
        required: true,
        default: "Sole Proprietorship",
        fill: "Partnership",
      },
      { name: "ownerName", label: "Owner's full name", kind: "text", required: true, fill: "Pádraig Ó Sé" },
      { name: "businessAddress", label: "Business address", kind: "textarea", required: true, fill: "3 Harbour Lane" },
      {
        name: "natureOfBusiness",
        label: "Nature of business",
        kind: "textarea",
        required: true,
        fill: "Bakery and café",
      },
    ],
    saved: {
      businessName: "Harbour Bakery",
      businessType: "Partnership",
      ownerName: "Pádraig Ó Sé",
      businessAddress: "3 Harbour Lane",
      natureOfBusiness: "Bakery and café",
    },
  },
  {
    path: "/services/business/tax-filing",
    heading: "Tax Filing",
    storageKey: "taxFilingData",
    toast: "Tax Information Submitted!",
    success: "Tax Information Submitted",
    back: { name: "Back to Business Services", href: "/services/business" },
    fields: [
      { name: "taxpayerName", label: "Taxpayer name", kind: "text", required: true, fill: "Harbour Bakery Ltd" },
      { name: "taxIDNumber", label: "Tax ID number", kind: "text", required: true, fill: "TX-4455" },
      { name: "taxYear", label: "Tax year", kind: "number", required: true, default: YEAR },
      { name: "incomeAmount", label: "Income amount", kind: "number", required: true, fill: "125000.50" },
      { name: "taxType", label: "Tax type", kind: "select", required: true, default: "Income Tax", fill: "VAT" },
    ],
    saved: {
      taxpayerName: "Harbour Bakery Ltd",
      taxIDNumber: "TX-4455",
      taxYear: Number(YEAR),
      incomeAmount: 125000.5,
      taxType: "VAT",
    },
  },
  {
    path: "/services/business/licenses",
    heading: "Business Licence Application",
    storageKey: "businessLicenseApplicationData",
    toast: "Licence Application Submitted!",
    success: "Licence Application Submitted",
    back: { name: "Back to Business Services", href: "/services/business" },
    fields: [
      { name: "businessName", label: "Business name", kind: "text", required: true, fill: "Harbour Bakery" },
      {
        name: "businessRegistrationNumber",
        label: "Business registration number",
        kind: "text",
        required: true,
        fill: "BR-2025-001",
      },
      { name: "licenseType", label: "Licence type", kind: "text", required: true, fill: "Food service" },
      {
        name: "additionalInfo",
        label: "Additional information",
        kind: "textarea",
        required: false,
        fill: "Open from June",
      },
    ],
    saved: {
      businessName: "Harbour Bakery",
      businessRegistrationNumber: "BR-2025-001",
      licenseType: "Food service",
      additionalInfo: "Open from June",
    },
  },
  {
    path: "/diplomatic-relations/apply",
    heading: "Apply for Diplomatic Relations",
    storageKey: "diplomaticRelationsApplicationData",
    toast: "Application Submitted!",
    success: "Application Received",
    back: { name: "Return to Homepage", href: "/" },
    fields: [
      { name: "nationName", label: "Name of nation", kind: "text", required: true, fill: "Republic of Avalon" },
      {
        name: "representativeName",
        label: "Representative's full name",
        kind: "text",
        required: true,
        fill: "Ambassador Lee",
      },
      {
        name: "representativeEmail",
        label: "Representative's email address",
        kind: "email",
        required: true,
        fill: "lee@avalon.example",
      },
      {
        name: "message",
        label: "Message",
        kind: "textarea",
        required: true,
        fill: "We propose an exchange of embassies.",
      },
      { name: "areasOfInterest", label: "Areas of interest", kind: "text", required: false },
    ],
    saved: SAVED_ANSWERS.diplomaticRelations,
  },
];

/** The field's accessible name: its label, marked when the field is optional. */
function labelOf(field: FieldCase): string {
  return field.required ? field.label : `${field.label} (optional)`;
}

const control = (page: Page, field: FieldCase) => page.getByLabel(labelOf(field), { exact: true });

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function fillIn(page: Page, fields: FieldCase[]) {
  for (const field of fields) {
    if (field.fill === undefined) continue;
    const input = control(page, field);
    if (field.kind === "checkbox") await input.setChecked(field.fill === true);
    else if (field.kind === "select") await input.selectOption(String(field.fill));
    else {
      await input.fill(String(field.fill));
      // Re-rendering while typing never moves focus (to the error summary, say).
      await expect(input, `${field.name} keeps focus`).toBeFocused();
    }
  }
}

/** Fails the test on any console error, and records every request made after the page has loaded. */
function watch(page: Page) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    errors,
    requests,
    startRecordingRequests: () =>
      page.on("request", (request) => {
        const url = new URL(request.url());
        // React Router fetches route manifests and code for links as they appear, and a move to another page may
        // fetch the icon again; none of these carry answers.
        const framework =
          request.method() === "GET" && /^\/(__manifest|assets\/|icons\/|favicon\.svg$)/.test(url.pathname);
        if (!framework) requests.push(`${request.method()} ${request.url()}`);
      }),
  };
}

/** Opens a form's page (and runs `before`, a switch of language, say) and then records every request. */
async function open(page: Page, path: string, before?: () => Promise<void>) {
  const watcher = watch(page);
  await page.goto(path);
  await before?.();
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  watcher.startRecordingRequests();
  return watcher;
}

for (const form of CASES) {
  test(`${form.path}: fields, validation, saving and confirmation`, async ({ page }) => {
    // Every field checked, two submits and axe in two states: more than one page's time.
    test.slow();
    const { errors, requests } = await open(page, form.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
    await expect(page.locator("h1")).toHaveCount(1);

    // The spec's names, control types, required flags and defaults.
    const initiallyHidden = form.revealedBy?.field;
    for (const field of form.fields.filter((f) => f.name !== initiallyHidden)) {
      const input = control(page, field);
      await expect(input, field.name).toHaveAttribute("name", field.name);
      if (field.kind === "textarea" || field.kind === "select") {
        expect(await input.evaluate((el) => el.tagName.toLowerCase()), field.name).toBe(field.kind);
      } else {
        await expect(input, field.name).toHaveAttribute("type", field.kind);
      }
      if (field.required) await expect(input, field.name).toHaveAttribute("required", "");
      else await expect(input, field.name).not.toHaveAttribute("required");
      if (field.kind === "checkbox") await expect(input).not.toBeChecked();
      else await expect(input, field.name).toHaveValue(field.default ?? "");
    }
    if (form.path === "/diplomatic-relations/apply") {
      await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");
    }
    // The initial state is checked by axe at both widths in accessibility.spec.ts.

    // Submitting with required answers missing: summary with focus, a message per field, nothing saved.
    await page.getByRole("button", { name: /^Submit/ }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeFocused();
    // While errors show, the title says so first (GOV.UK pattern).
    await expect(page).toHaveTitle(`Error: ${form.heading} | Republic of Brehon`);
    const missing = form.fields.filter((f) => f.required && f.default === undefined);
    await expect(summary.getByRole("link")).toHaveCount(missing.length);
    for (const field of missing.filter((f) => f.kind !== "checkbox")) {
      const message = `${labelOf(field)} is required.`;
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
      await expect(control(page, field)).toHaveAttribute("aria-invalid", "true");
      await expect(control(page, field)).toHaveAccessibleDescription(new RegExp(message.replace(".", "\\.")));
    }
    expect(await stored(page, form.storageKey)).toBeNull();
    await expectNoAxeViolations(page, `${form.path} (errors)`);

    // The summary's links move focus to their field.
    const first = missing[0];
    if (first) {
      await summary.getByRole("link").first().click();
      await expect(control(page, first)).toBeFocused();
    }

    if (form.revealedBy) {
      const hidden = form.fields.find((f) => f.name === form.revealedBy?.field);
      if (!hidden) throw new Error("revealed field missing from the case");
      await expect(page.locator(`[name="${hidden.name}"]`)).toHaveCount(0);
    }

    // A valid submit: saved exactly, no network request, toast and success screen.
    await fillIn(page, form.fields);
    // Long text fields count what is left of their 2,000 characters as one types.
    for (const field of form.fields.filter((f) => f.kind === "textarea" && typeof f.fill === "string")) {
      const left = (2000 - String(field.fill).length).toLocaleString("en-IE");
      await expect(control(page, field)).toHaveAccessibleDescription(
        new RegExp(`You have ${left} characters remaining`),
      );
    }
    const formPageText = await page.getByRole("main").textContent();
    await page.getByRole("button", { name: /^Submit/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: form.success })).toBeVisible();
    const toastText = await page.getByRole("status").filter({ hasText: form.toast }).textContent();
    // The notices tell the truth beside the spec's confirmation: no "nothing is sent" beside "we will review".
    expect(contradiction([formPageText, await page.getByRole("main").textContent(), toastText])).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: form.success })).toBeFocused();
    await expect(page).not.toHaveTitle(/^Error:/);
    await expect(page.getByRole("status").filter({ hasText: form.toast })).toBeVisible();
    expect(JSON.parse((await stored(page, form.storageKey)) ?? "null")).toEqual(form.saved);
    expect(requests, "the form makes no network request").toEqual([]);
    await expectNoAxeViolations(page, `${form.path} (success)`);

    const back = page.getByRole("main").getByRole("link", { name: form.back.name });
    await expect(back).toHaveAttribute("href", form.back.href);
    await back.click();
    await expect(page).toHaveURL(form.back.href);
    expect(errors).toEqual([]);
  });
}

test("the citizenship declaration must be ticked", async ({ page }) => {
  const form = CASES[0];
  if (!form) throw new Error("no citizenship case");
  const { errors } = await open(page, form.path);
  await fillIn(
    page,
    form.fields.filter((f) => f.kind !== "checkbox"),
  );
  await page.getByRole("button", { name: "Submit Application" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Declaration Required" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("You must agree to the declaration before submitting.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
  expect(await stored(page, form.storageKey)).toBeNull();
  expect(errors).toEqual([]);
});

test("the diplomatic application's toast is green and its email must be valid", async ({ page }) => {
  const form = CASES.find((c) => c.path === "/diplomatic-relations/apply");
  if (!form) throw new Error("no diplomatic case");
  await open(page, form.path);
  await fillIn(page, form.fields);
  const emailField = form.fields.find((f) => f.kind === "email");
  if (!emailField) throw new Error("no email field");
  await control(page, emailField).fill("lee-at-avalon");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: /must be an email address/ })).toBeVisible();
  expect(await stored(page, form.storageKey)).toBeNull();

  await control(page, emailField).fill("lee@avalon.example");
  await page.getByRole("button", { name: "Submit Application" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Application Submitted!" });
  await expect(toast).toContainText(
    "Your application for diplomatic relations has been received. We will review it and be in contact.",
  );
  const colour = await page.locator("li.toast-root").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).toBe("rgb(0, 112, 60)");
  await expect(
    page.getByText("The Ministry of Foreign Affairs will review your proposal and respond in due course."),
  ).toBeVisible();
});

test("the diplomatic application says how it reaches the Ministry, in both languages", async ({ page }) => {
  await open(page, "/diplomatic-relations/apply");
  const content = page.getByRole("main");
  await expect(content).toContainText("Applications reach the Ministry of Foreign Affairs by e-mail");
  await expect(content.getByRole("link", { name: "foreignaffairs@gov.brehon.example" })).toHaveAttribute(
    "href",
    "mailto:foreignaffairs@gov.brehon.example",
  );
  expect(contradiction([await content.textContent()])).toEqual([]);

  await page.goto("/ga/diplomatic-relations/apply");
  await expect(content).toContainText("Is trí ríomhphost a shroicheann iarratais an Roinn Gnóthaí Eachtracha");
  await expect(content).not.toContainText("ní sheoltar");
  await expect(content.getByRole("link", { name: "foreignaffairs@gov.brehon.example" })).toBeVisible();
});

test("a refused save shows a message and keeps the answers", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  const form = CASES.find((c) => c.path === "/services/citizenship/visa");
  if (!form) throw new Error("no visa case");
  const { errors } = await open(page, form.path);
  await fillIn(page, form.fields);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Your answers could not be saved" });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
  for (const field of form.fields) {
    if (field.fill !== undefined) await expect(control(page, field)).toHaveValue(String(field.fill));
  }
  await expectNoAxeViolations(page, "storage refused");
  expect(errors).toEqual([]);
});

test("tax filing end to end in Gaeilge", async ({ page, language }) => {
  // The page is static: the switch loads the Irish page, before any answer is given.
  const { errors, requests } = await open(page, "/services/business/tax-filing", language.chooseIrish);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comhdú Cánach");
  await expect(page.getByLabel("Bliain chánach", { exact: true })).toHaveValue(YEAR);
  await expect(page.getByLabel("Cineál cánach", { exact: true }).locator("option")).toHaveText([
    "Cáin Ioncaim",
    "Cáin Chorparáide",
    "Cáin Bhreisluacha (CBL)",
    "Eile",
  ]);

  await page.getByLabel("Bliain chánach", { exact: true }).fill("");
  await page.getByRole("button", { name: "Cuir an tEolas Cánach Isteach" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Tá fadhb ann" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: 'Tá an réimse "Ainm an cháiníocóra" riachtanach.' })).toBeVisible();
  await expect(summary.getByRole("link", { name: 'Tá an réimse "Bliain chánach" riachtanach.' })).toBeVisible();
  await expectNoAxeViolations(page, "tax filing in Irish (errors)");

  await page.getByLabel("Ainm an cháiníocóra", { exact: true }).fill("Bácús an Chuain Teo");
  await page.getByLabel("Uimhir aitheantais cánach", { exact: true }).fill("TX-9");
  await page.getByLabel("Bliain chánach", { exact: true }).fill("2024.5");
  await page.getByLabel("Méid an ioncaim", { exact: true }).fill("-5");
  await page.getByLabel("Cineál cánach", { exact: true }).selectOption({ label: "Cáin Chorparáide" });
  await page.getByRole("button", { name: "Cuir an tEolas Cánach Isteach" }).click();
  await expect(
    summary.getByRole("link", { name: 'Caithfidh slánuimhir a bheith sa réimse "Bliain chánach".' }),
  ).toBeVisible();
  await expect(
    summary.getByRole("link", { name: 'Ní féidir leis an réimse "Méid an ioncaim" a bheith níos lú ná 0.' }),
  ).toBeVisible();

  await page.getByLabel("Bliain chánach", { exact: true }).fill("2024");
  await page.getByLabel("Méid an ioncaim", { exact: true }).fill("48000");
  await page.getByRole("button", { name: "Cuir an tEolas Cánach Isteach" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Eolas Cánach Curtha Isteach" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Eolas Cánach Curtha Isteach!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ar ais go dtí Seirbhísí Gnó" })).toHaveAttribute(
    "href",
    "/ga/services/business",
  );
  expect(JSON.parse((await stored(page, "taxFilingData")) ?? "null")).toEqual({
    taxpayerName: "Bácús an Chuain Teo",
    taxIDNumber: "TX-9",
    taxYear: 2024,
    incomeAmount: 48000,
    taxType: "Corporate Tax",
  });
  await expectNoAxeViolations(page, "tax filing in Irish (success)");
  expect(requests).toEqual([]);
  expect(errors).toEqual([]);
});

test("errors and the success screen have no axe violations at mobile width", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const form = CASES.find((c) => c.path === "/services/citizenship/passport-application");
  if (!form) throw new Error("no passport case");
  await open(page, form.path);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("alert")).toBeFocused();
  await expectNoAxeViolations(page, "passport application errors (mobile)");
  await fillIn(page, form.fields);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: form.success })).toBeVisible();
  await expectNoAxeViolations(page, "passport application success (mobile)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own checks stop an invalid submit, and a valid one stays on the page", async ({ page }) => {
    const form = CASES.find((c) => c.path === "/services/citizenship/passport-renewal");
    if (!form) throw new Error("no renewal case");
    const response = await page.goto(form.path);
    // Playwright's switch does not render <noscript>, so read the page's source; a browser without JavaScript shows it.
    expect(await response?.text()).toMatch(/<noscript>(<[^>]+>)*Saving this form needs JavaScript\./);
    await page.getByRole("button", { name: "Submit Renewal" }).click();
    await expect(page).toHaveURL(form.path);
    await expect(page.locator("input:invalid")).toHaveCount(4);

    await fillIn(page, form.fields);
    await expect(page.locator("input:invalid")).toHaveCount(0);
    // Without JavaScript a long text field states its limit instead of counting.
    for (const field of form.fields.filter((f) => f.kind === "textarea")) {
      await expect(control(page, field)).toHaveAccessibleDescription(/You can enter up to 2,000 characters/);
    }
    await page.getByRole("button", { name: "Submit Renewal" }).click();
    await expect(page).toHaveURL(form.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
    for (const field of form.fields) {
      await expect(control(page, field)).toHaveValue(String(field.fill));
    }
  });
});
