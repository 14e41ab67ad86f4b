import type { AnyFormDefinition } from "./define-form";
import { birthCertificateForm } from "./definitions/birth-certificate";
import { businessLicenseForm } from "./definitions/business-license";
import { businessRegistrationForm } from "./definitions/business-registration";
import { citizenshipForm } from "./definitions/citizenship";
import { diplomaticRelationsForm } from "./definitions/diplomatic-relations";
import { passportApplicationForm } from "./definitions/passport-application";
import { passportRenewalForm } from "./definitions/passport-renewal";
import { residencePermitForm } from "./definitions/residence-permit";
import { taxFilingForm } from "./definitions/tax-filing";
import { visaForm } from "./definitions/visa";

/** Every request form. A new form is one definition file plus one line here and one in app/routes.ts. */
export const FORMS: readonly AnyFormDefinition[] = [
  citizenshipForm,
  passportApplicationForm,
  passportRenewalForm,
  visaForm,
  residencePermitForm,
  birthCertificateForm,
  businessRegistrationForm,
  taxFilingForm,
  businessLicenseForm,
  diplomaticRelationsForm,
];

const BY_PATH = new Map(FORMS.map((form) => [form.path, form]));

/** The form served at this path (no trailing slash), if any. */
export function formForPath(path: string): AnyFormDefinition | undefined {
  return BY_PATH.get(path);
}
