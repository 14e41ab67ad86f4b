import { describe, expect, it } from "vitest";
import { PASSPORT_APPLICANT, SAVED_ANSWERS } from "#test/spec/forms";
import { type AnyFormDefinition, defaultValues, validate } from "../define-form";
import { FORMS, formForPath } from "../registry";

/**
 * The specification's forms (sections 3, 5 and 7), written out independently of
 * the definitions: names in order, which are required, defaults, storage keys,
 * a valid set of answers and exactly what is saved for it.
 */
type SpecForm = {
  path: string;
  storageKey: string;
  backLink: string;
  fields: string[];
  required: string[];
  defaults: Record<string, string | boolean>;
  valid: Record<string, string | boolean>;
  /** What is saved for the valid answers; the valid answers themselves when left out. */
  saved?: Record<string, unknown>;
};

const SPEC: SpecForm[] = [
  {
    path: "/services/citizenship/application",
    storageKey: "citizenshipApplicationData",
    backLink: "citizenship",
    fields: ["fullName", "dateOfBirth", "currentAddress", "reasonForApplication", "declaration"],
    required: ["fullName", "dateOfBirth", "currentAddress", "reasonForApplication", "declaration"],
    defaults: { declaration: false },
    valid: {
      fullName: "  Aoife Ní Bhriain ",
      dateOfBirth: "1990-03-27",
      currentAddress: "1 Main Street, Brehon City",
      reasonForApplication: "Ten years of residence",
      declaration: true,
    },
    saved: {
      fullName: "Aoife Ní Bhriain",
      dateOfBirth: "1990-03-27",
      currentAddress: "1 Main Street, Brehon City",
      reasonForApplication: "Ten years of residence",
      declaration: true,
    },
  },
  {
    path: "/services/citizenship/passport-application",
    storageKey: "passportApplicationData",
    backLink: "citizenship",
    fields: [
      "fullName",
      "dateOfBirth",
      "placeOfBirth",
      "currentAddress",
      "reasonForApplication",
      "previousPassportNumber",
    ],
    required: ["fullName", "dateOfBirth", "placeOfBirth", "currentAddress"],
    defaults: { reasonForApplication: "New Passport" },
    valid: { ...PASSPORT_APPLICANT, reasonForApplication: "New Passport" },
  },
  {
    path: "/services/citizenship/passport-renewal",
    storageKey: "passportRenewalData",
    backLink: "services",
    fields: ["fullName", "currentPassportNumber", "passportExpiryDate", "contactNumber"],
    required: ["fullName", "currentPassportNumber", "passportExpiryDate", "contactNumber"],
    defaults: {},
    valid: SAVED_ANSWERS.passportRenewal,
  },
  {
    path: "/services/citizenship/visa",
    storageKey: "visaApplicationData",
    backLink: "citizenship",
    fields: ["fullName", "nationality", "passportNumber", "visaType", "intendedTravelDate", "purposeOfVisit"],
    required: ["fullName", "nationality", "passportNumber", "visaType", "intendedTravelDate", "purposeOfVisit"],
    defaults: { visaType: "Tourist" },
    valid: SAVED_ANSWERS.visa,
  },
  {
    path: "/services/citizenship/residence-permits",
    storageKey: "residencePermitData",
    backLink: "citizenship",
    fields: ["fullName", "nationality", "currentVisaStatus", "permitType", "reasonForPermit", "durationRequested"],
    required: ["fullName", "nationality", "permitType", "reasonForPermit"],
    defaults: { permitType: "Temporary", currentVisaStatus: "", durationRequested: "" },
    valid: { fullName: "Ana Silva", nationality: "Portuguese", permitType: "Permanent", reasonForPermit: "Work" },
    saved: {
      fullName: "Ana Silva",
      nationality: "Portuguese",
      currentVisaStatus: "",
      permitType: "Permanent",
      reasonForPermit: "Work",
      durationRequested: "",
    },
  },
  {
    path: "/services/documents/birth-certificate",
    storageKey: "birthCertificateRequestData",
    backLink: "documents",
    fields: [
      "childFullName",
      "dateOfBirth",
      "placeOfBirth",
      "fatherFullName",
      "motherFullName",
      "requesterName",
      "requesterRelationship",
      "reasonForRequest",
    ],
    required: [
      "childFullName",
      "dateOfBirth",
      "placeOfBirth",
      "motherFullName",
      "requesterName",
      "requesterRelationship",
      "reasonForRequest",
    ],
    defaults: { fatherFullName: "" },
    valid: {
      childFullName: "Ciara Walsh",
      dateOfBirth: "2020-06-15",
      placeOfBirth: "Brehon General Hospital",
      motherFullName: "Niamh Walsh",
      requesterName: "Niamh Walsh",
      requesterRelationship: "Mother",
      reasonForRequest: "School enrolment",
    },
    saved: SAVED_ANSWERS.birthCertificate,
  },
  {
    path: "/services/business/registration",
    storageKey: "businessRegistrationData",
    backLink: "business",
    fields: ["businessName", "businessType", "ownerName", "businessAddress", "natureOfBusiness"],
    required: ["businessName", "businessType", "ownerName", "businessAddress", "natureOfBusiness"],
    defaults: { businessType: "Sole Proprietorship" },
    valid: {
      businessName: "Harbour Bakery",
      businessType: "Limited Liability Company (LLC)",
      ownerName: "Pádraig Ó Sé",
      businessAddress: "3 Harbour Lane",
      natureOfBusiness: "Bakery",
    },
  },
  {
    path: "/services/business/tax-filing",
    storageKey: "taxFilingData",
    backLink: "business",
    fields: ["taxpayerName", "taxIDNumber", "taxYear", "incomeAmount", "taxType"],
    required: ["taxpayerName", "taxIDNumber", "taxYear", "incomeAmount", "taxType"],
    defaults: { taxYear: "2031", incomeAmount: "", taxType: "Income Tax" },
    valid: {
      taxpayerName: "Harbour Bakery Ltd",
      taxIDNumber: "TX-4455",
      taxYear: "2025",
      incomeAmount: "125000.50",
      taxType: "Corporate Tax",
    },
    saved: {
      taxpayerName: "Harbour Bakery Ltd",
      taxIDNumber: "TX-4455",
      taxYear: 2025,
      incomeAmount: 125000.5,
      taxType: "Corporate Tax",
    },
  },
  {
    path: "/services/business/licenses",
    storageKey: "businessLicenseApplicationData",
    backLink: "business",
    fields: ["businessName", "businessRegistrationNumber", "licenseType", "additionalInfo"],
    required: ["businessName", "businessRegistrationNumber", "licenseType"],
    defaults: { additionalInfo: "" },
    valid: { businessName: "Harbour Bakery", businessRegistrationNumber: "BR-2025-001", licenseType: "Food service" },
    saved: {
      businessName: "Harbour Bakery",
      businessRegistrationNumber: "BR-2025-001",
      licenseType: "Food service",
      additionalInfo: "",
    },
  },
  {
    path: "/diplomatic-relations/apply",
    storageKey: "diplomaticRelationsApplicationData",
    backLink: "home",
    fields: ["nationName", "representativeName", "representativeEmail", "message", "areasOfInterest"],
    required: ["nationName", "representativeName", "representativeEmail", "message"],
    defaults: { areasOfInterest: "" },
    valid: without(SAVED_ANSWERS.diplomaticRelations, "areasOfInterest"),
    saved: SAVED_ANSWERS.diplomaticRelations,
  },
];

function definitionFor(spec: SpecForm): AnyFormDefinition {
  const definition = formForPath(spec.path);
  if (!definition) throw new Error(`no form at ${spec.path}`);
  return definition;
}

function without<T>(values: Record<string, T>, name: string): Record<string, T> {
  const { [name]: _removed, ...rest } = values;
  return rest;
}

it("has exactly the ten forms of the specification", () => {
  expect(FORMS.map((form) => form.path).sort()).toEqual(SPEC.map((spec) => spec.path).sort());
  expect(new Set(FORMS.map((form) => form.storageKey)).size).toBe(FORMS.length);
});

describe.each(SPEC)("$path", (spec) => {
  const definition = definitionFor(spec);

  it("has the spec's fields in order, storage key and back link", () => {
    expect(Object.keys(definition.fields)).toEqual(spec.fields);
    expect(definition.storageKey).toBe(spec.storageKey);
    expect(definition.backLink).toBe(spec.backLink);
  });

  it("saves exactly the valid answers (trimmed, typed, blanks as empty strings)", () => {
    expect(validate(definition, spec.valid)).toEqual({ ok: true, data: spec.saved ?? spec.valid });
  });

  it("starts from the spec's defaults", () => {
    const defaults = defaultValues(definition, { year: 2031 });
    expect(Object.keys(defaults)).toEqual(spec.fields);
    expect(defaults).toMatchObject(spec.defaults);
  });

  it.each(spec.required)("refuses the answers without %s", (name) => {
    const field = definition.fields[name];
    const expected = field?.kind === "checkbox" ? "mustAgree" : "required";
    const missing = validate(definition, without(spec.valid, name));
    expect(missing).toEqual({ ok: false, errors: { [name]: expected } });
    if (field?.kind !== "checkbox" && field?.kind !== "select") {
      expect(validate(definition, { ...spec.valid, [name]: "   " })).toEqual({
        ok: false,
        errors: { [name]: "required" },
      });
    }
  });

  // Choices (selects) always hold a value: the spec gives each one a default.
  const requiredOrChoice = spec.fields.filter((name) => spec.required.includes(name) || isSelect(definition, name));

  it("marks required exactly the spec's required fields and the choices", () => {
    const required = Object.entries(definition.fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name);
    expect(required).toEqual(requiredOrChoice);
  });

  it("reports every missing required field at once, in order, and nothing for optional ones", () => {
    const result = validate(definition, {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(requiredOrChoice);
  });

  it("has every label, hint and option in English and in Irish", () => {
    for (const language of ["en", "ga"] as const) {
      const text = definition.text[language];
      expect(Object.keys(text.fields)).toEqual(spec.fields);
      for (const [name, field] of Object.entries(definition.fields)) {
        const fieldText = text.fields[name];
        expect(fieldText?.label, `${language} ${name}`).toBeTruthy();
        if (field.kind === "select") {
          expect(Object.keys(fieldText?.options ?? {}), `${language} ${name}`).toEqual([...field.options]);
        }
      }
    }
  });

  it("translates every string instead of leaving English in place", () => {
    const pairs = strings(definition.text.en).map((english, i) => [english, strings(definition.text.ga)[i]]);
    const untranslated = pairs.filter(([english, irish]) => english === irish && !/^[A-Z]{2,}$/.test(english ?? ""));
    expect(untranslated).toEqual([]);
  });
});

function isSelect(definition: AnyFormDefinition, name: string) {
  return definition.fields[name]?.kind === "select";
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
