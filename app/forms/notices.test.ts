import { describe, expect, expectTypeOf, it } from "vitest";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import type { Language } from "~/i18n/language";
import type { FormsMessages } from "~/i18n/messages/forms.en";
import { type AnyFormDefinition, FORM_OFFICE_EMAIL, type FormOffice } from "./define-form";
import { FORMS } from "./registry";

/**
 * A form's texts must not contradict each other: a page that says nothing is sent cannot also
 * promise that someone will review the answers or be in contact. Read in both languages, on the
 * form page (intro, hints, notice) and on its confirmation (toast, success screen, its note).
 */
const SAYS_NOTHING_IS_SENT: Record<Language, RegExp> = {
  en: /\b(?:nothing is sent|not (?:been )?sent|does not send|never sent|is not passed)\b/i,
  ga: /\b(?:ní sheoltar|níor seoladh|ní sheolann|ní chuirtear .* chuig)\b/i,
};
const PROMISES_REVIEW_OR_CONTACT: Record<Language, RegExp> = {
  en: /\b(?:reviews?|reviewed|be in contact|contact you|respond|reply|replies|get back to you|process(?:es|ed)?)\b/i,
  ga: /\b(?:athbhreithniú|i dteagmháil leat|i dteagmháil leis|freagra|próiseáil)/i,
};

const CATALOGUES = { en, ga };

function texts(form: AnyFormDefinition, language: Language) {
  const t = CATALOGUES[language].forms;
  const text = form.text[language];
  const office = t.offices[form.office];
  return {
    page: [text.intro, ...Object.values(text.fields).map((field) => field.hint ?? ""), office.notice],
    confirmation: [text.toast.title, text.toast.description, text.success.title, text.success.body, office.saved],
  };
}

/** Pairs of a text that says nothing is sent and one, on the page or its confirmation, that promises more. */
function contradictions(all: string[], language: Language): Array<[string, string]> {
  const denials = all.filter((text) => SAYS_NOTHING_IS_SENT[language].test(text));
  const promises = all.filter((text) => PROMISES_REVIEW_OR_CONTACT[language].test(text));
  return denials.flatMap((denial) => promises.map((promise): [string, string] => [denial, promise]));
}

describe("form notices", () => {
  for (const language of ["en", "ga"] as const) {
    it.each(FORMS.map((form) => [form.path, form] as const))(
      `%s (${language}) does not contradict itself`,
      (_, form) => {
        const { page, confirmation } = texts(form, language);
        expect(contradictions([...page, ...confirmation], language)).toEqual([]);
      },
    );
  }

  it("would catch the old diplomatic notice beside its confirmation", () => {
    expect(
      contradictions(
        [
          "Your answers are kept only in this browser on this device; nothing is sent to any office.",
          "Your application for diplomatic relations has been received. We will review it and be in contact.",
        ],
        "en",
      ),
    ).toHaveLength(1);
    expect(
      contradictions(
        [
          "Ní choinnítear d'fhreagraí ach sa bhrabhsálaí seo ar an ngléas seo; ní sheoltar aon rud chuig oifig ar bith.",
          "Fuarthas d'iarratas ar chaidreamh taidhleoireachta. Déanfaimid athbhreithniú air agus beimid i dteagmháil leat.",
        ],
        "ga",
      ),
    ).toHaveLength(1);
  });

  it("names the office's address, and the diplomatic form's is the Ministry of Foreign Affairs", () => {
    const diplomatic = FORMS.find((form) => form.path === "/diplomatic-relations/apply");
    expect(diplomatic?.office).toBe("foreign-affairs");
    expect(FORM_OFFICE_EMAIL["foreign-affairs"]).toBe("foreignaffairs@gov.brehon.example");
    expect(FORM_OFFICE_EMAIL["information-office"]).toBe("info@gov.brehon.example");
    for (const form of FORMS.filter((f) => f !== diplomatic)) expect(form.office).toBe("information-office");
  });

  it("has the catalogues word every office, and no other, in both languages", () => {
    expectTypeOf<keyof FormsMessages["offices"]>().toEqualTypeOf<FormOffice>();
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(Object.keys(catalogue.forms.offices).sort()).toEqual(Object.keys(FORM_OFFICE_EMAIL).sort());
    }
  });
});
