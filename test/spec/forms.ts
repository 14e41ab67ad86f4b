/**
 * What the portal saves for the sample answers that both the unit tests of the
 * form definitions (app/forms/definitions/definitions.test.ts) and the browser
 * tests (e2e/forms.spec.ts) give, written out once.
 */
export const SAVED_ANSWERS: Record<
  "passportRenewal" | "visa" | "birthCertificate" | "diplomaticRelations",
  Record<string, string>
> = {
  passportRenewal: {
    fullName: "Máire Ní Cheallaigh",
    currentPassportNumber: "BR1234567",
    passportExpiryDate: "2027-01-31",
    contactNumber: "+999 21 555 0110",
  },
  visa: {
    fullName: "Jean Dupont",
    nationality: "French",
    passportNumber: "FR998877",
    visaType: "Student",
    intendedTravelDate: "2027-09-01",
    purposeOfVisit: "A master's degree",
  },
  birthCertificate: {
    childFullName: "Ciara Walsh",
    dateOfBirth: "2020-06-15",
    placeOfBirth: "Brehon General Hospital",
    fatherFullName: "",
    motherFullName: "Niamh Walsh",
    requesterName: "Niamh Walsh",
    requesterRelationship: "Mother",
    reasonForRequest: "School enrolment",
  },
  diplomaticRelations: {
    nationName: "Republic of Avalon",
    representativeName: "Ambassador Lee",
    representativeEmail: "lee@avalon.example",
    message: "We propose an exchange of embassies.",
    areasOfInterest: "",
  },
};

/** The applicant of the passport application's sample answers, whatever their reason for applying. */
export const PASSPORT_APPLICANT = {
  fullName: "Seán Ó Murchú",
  dateOfBirth: "1985-11-02",
  placeOfBirth: "Brehon City",
  currentAddress: "2 Quay Road",
};
