import type { LegalDocument, TermsOfUse } from "./legal.types";

export const privacyPolicyEn = {
  intro:
    "The Government of the Republic of Brehon respects your privacy. This policy explains what information this portal collects when you use it, why we collect it, and how we protect it.",
  sections: [
    {
      heading: "Information We Collect",
      paragraphs: ["We collect only the information needed to provide the services of this portal."],
      points: [
        "Petitions: the title, description and category of a petition you submit, and, if you choose to give them, your name and email address.",
        "Petition signatures: a record that a signature was added, linked to a random identifier kept in a cookie in your browser, so that the same browser cannot sign a petition twice.",
        "Your name and email address, where the portal asks for them to sign a petition: to send you the link that confirms your signature and to count one signature per address. They are never published.",
        "Service forms: the details you enter in a service request form are saved only in your own browser's local storage. They are not sent to us.",
        "Technical information: your device's Internet address is used briefly to protect the portal against misuse, such as too many requests in a short time.",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: ["We use the information we collect:"],
      points: [
        "to publish petitions and show how many signatures each one has;",
        "to administer petitions and, if you gave an email address, to contact you about your petition;",
        "to protect the portal against misuse and keep it running securely.",
      ],
    },
    {
      heading: "What Is Made Public",
      paragraphs: [
        "The title, description and category of a petition are public, together with its number of signatures, the date it was created and, if you gave one, your name.",
        "Your email address is never shown publicly. It is used only to administer your petition and to send you updates about it.",
      ],
    },
    {
      heading: "Cookies and Browser Storage",
      paragraphs: [
        "The portal uses a single cookie, which is strictly necessary: it holds a random identifier that records which petitions this browser has signed. It contains no personal details and is not used for tracking.",
        "Service forms you complete are kept in your browser's local storage until you clear it. You can remove them at any time by clearing this site's data in your browser.",
        "Your choice of language is not stored: it is part of the page's address (Irish pages are under /ga).",
      ],
    },
    {
      heading: "Sharing Your Information",
      paragraphs: [
        "We do not sell your personal information or use it for advertising. We do not share it with other organisations, except where the law requires it.",
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We use appropriate technical and organisational measures to protect information against loss, misuse and unauthorised access, including encrypted connections and restricted access to our systems.",
      ],
    },
    {
      heading: "Data Retention",
      paragraphs: [
        "Petitions and their signatures are kept for as long as the petition remains on the portal, and for as long as the law on public records requires. Contact details given with a petition are deleted once they are no longer needed to administer it.",
        "The name and email address given to sign a petition are erased {retention} after the petition closes, at once if the petition is removed, and when a confirmation link expires unused. The number of signatures, each signature's receipt fingerprint and the petition's public log are kept.",
        "If you tick the box to be emailed when the Government responds or the petition is debated, we keep that choice with your signature and use your address only for those emails: when the Government's response is published, when a debate is set and its outcome published, and when the petition closes. Each email has a link that stops them at once; your signature stays. The address is erased on the same schedule, {retention} after the petition closes, and updates stop when you withdraw your signature. A copy of the address waits in our mail queue only until each email is sent.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "You have the right to ask for a copy of the personal information we hold about you, to have it corrected, and to have it deleted where the law allows. To make a request, write to our Data Protection Officer.",
      ],
      contactLabel: "Email",
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this policy from time to time. The effective date at the top of this page shows the version that applies.",
      ],
    },
  ],
} satisfies LegalDocument;

export const termsOfUseEn = {
  intro: "These terms govern your use of the official portal of the Republic of Brehon. Please read them carefully.",
  sections: [
    {
      heading: "Acceptance of Terms",
      paragraphs: [
        "By using this portal you accept these terms. If you do not agree with them, please do not use the portal.",
      ],
    },
    {
      heading: "Use of the Portal",
      paragraphs: ["You may use this portal for lawful purposes only. You must not:"],
      points: [
        "try to gain unauthorised access to the portal or to the systems behind it;",
        "disrupt the portal or place an unreasonable load on it;",
        "submit false information or pretend to be another person.",
      ],
    },
    {
      heading: "Petitions",
      paragraphs: [
        "Anyone may submit or sign a petition. By submitting a petition you confirm that its content is accurate, lawful and your own, and you agree that its title and description will be published.",
        "We may remove any petition that is offensive, defamatory or unlawful.",
      ],
    },
    {
      heading: "Service Forms",
      paragraphs: [
        "The service request forms on this portal save your details in your own browser only; they are not sent to any government office. Saving a form does not by itself grant any status, licence or permit.",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        "Unless stated otherwise, the content of this portal belongs to the Government of the Republic of Brehon. You may reproduce it free of charge for non-commercial purposes, provided you reproduce it accurately and name the source. The national symbols may not be used without permission.",
      ],
    },
    {
      heading: "Links to Other Websites",
      paragraphs: [
        "This portal may link to websites run by others. We are not responsible for their content or for how they handle your information.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "We take care to keep the information on this portal accurate and up to date, but we cannot guarantee that it is complete or free of errors. To the extent the law allows, the Government is not liable for any loss arising from the use of this portal.",
      ],
    },
    {
      heading: "Changes and Governing Law",
      paragraphs: [
        "We may change these terms at any time; the date at the top of this page shows the version in force. These terms are governed by the laws of the Republic of Brehon, whose courts have exclusive jurisdiction over any dispute.",
      ],
    },
  ],
} satisfies TermsOfUse;
