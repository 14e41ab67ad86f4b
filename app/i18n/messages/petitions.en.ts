import { counted } from "../plural";
import { petitionLanguagesEn } from "./petition-languages.en";
import { paginationEn } from "./shell.en";

const SIGNATURE = { one: "signature", other: "signatures" };

/** Strings of the petitions page. */
export const petitionsEn = {
  title: "Citizen Petitions",
  intro: "Raise the issues that matter to you and support the petitions of your fellow citizens.",
  backHome: "Back to Homepage",
  toggle: { open: "Submit New Petition", close: "Cancel Submission" },
  loading: "Loading petitions...",
  loadError: {
    title: "Error Loading Petitions",
    body: "Failed to load petitions. Please try again later.",
    retry: "Try Again",
    toastTitle: "Error",
    toastBody: "Could not fetch petitions from the server.",
  },
  empty: {
    title: "No Petitions Yet",
    body: "Be the first to raise an issue that matters to your community.",
    action: "Submit a Petition",
  },
  list: {
    label: "Petitions, most signatures first",
    labelNewest: "Petitions, newest first",
    labelPopular: "Petitions, most signatures in the last hour first",
    total: (count: number) => counted(count, "en", { one: "petition", other: "petitions" }),
    pastEnd: "There are no petitions on this page.",
    noneInCategory: "There are no petitions in this category yet.",
    noneInView: "No petitions match these filters yet.",
    invalidQuery: "Some options in the address were not understood, so the whole list is shown.",
    firstPage: "Go to the first page",
  },
  popular: {
    heading: "Popular now",
    lastHour: (count: number) => `${counted(count, "en", SIGNATURE)} in the last hour`,
    all: "All petitions by signatures in the last hour",
  },
  filters: {
    heading: "Sort and filter",
    sort: "Sort by",
    sortSignatures: "Most signatures",
    sortNewest: "Newest",
    sortPopular: "Popular now (signatures in the last hour)",
    state: "Open or closed",
    stateAny: "Open and closed",
    stateOpen: "Open",
    stateClosed: "Closed",
    category: "Category",
    allCategories: "All categories",
    response: "Government response",
    responseAny: "All petitions",
    responsePublished: "With a response",
    responseAwaiting: "Awaiting a response",
    apply: "Show petitions",
  },
  pagination: {
    label: "Pages of petitions",
    ...paginationEn,
    current: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  card: {
    submittedBy: "Submitted by",
    anonymous: "Anonymous Citizen",
    created: "Created",
    dateUnavailable: "Date not available",
    category: "Category",
    general: "General",
    signatures: "Signatures",
    sign: "Sign Petition",
    signed: "You have signed this petition",
    closed: "Closed: no longer taking signatures",
    responded: "Government responded",
  },
  detail: {
    back: "All petitions",
    share: "Share this petition",
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "Could not copy the link. Copy it from the address bar.",
    shareButton: "Share",
    closedNotice: "This petition is closed: it no longer takes signatures.",
    deadline: "Deadline",
    /** Before the deadline, which follows with its preposition (beforeDate in app/i18n/dates.ts). */
    closesOn: "Closes",
    closedOn: "Closed",
    invalidated: (count: number) =>
      `The moderators took ${counted(count, "en", SIGNATURE)} out of the count, for the reasons the petition's log publishes:`,
    liveCount: (count: number) => `The petition now has ${counted(count, "en", SIGNATURE)}.`,
    socialDescription: (count: number, description: string) => `${counted(count, "en", SIGNATURE)}. ${description}`,
    gone: {
      title: "Petition removed",
      body: "The moderators have removed this petition. It can no longer be read or signed.",
    },
    answers: {
      response: "Government response",
      debateOutcome: "Debate outcome",
      published: (date: string) => `Published on ${date}`,
      responsePublished: "The Government has responded to this petition: the response is now shown on this page.",
      debateOutcomePublished: "The outcome of the debate on this petition is now shown on this page.",
    },
    report: {
      heading: "Report this petition",
      body: "If this petition is abusive, misleading or unlawful, tell the moderators. Reports are anonymous.",
      button: "Report this petition",
    },
  },
  form: {
    heading: "Create a New Petition",
    errorSummary: "There is a problem",
    title: "Petition Title",
    description: "Description",
    descriptionHint: "max 1000 characters",
    submitterName: "Your Name (optional)",
    submitterEmail: "Your Email (optional)",
    category: "Category",
    notice:
      "The title and description of your petition will be public, and so will your name if you give one. Your email is kept for administration and updates and is never shown publicly.",
    honeypot: "Leave this field empty",
    submit: "Submit Petition",
    cancel: "Cancel",
    similar: {
      heading: "Is one of these what you want to ask for?",
      typing: "These open petitions look like yours. You can sign one of them instead.",
      confirm:
        "These open petitions look like yours. If none of them asks for what you want, send the form again to create your petition.",
      emailAgain: "The form does not keep your email address: enter it again if you want updates about your petition.",
      signatures: (count: number) => counted(count, "en", SIGNATURE),
    },
  },
  /**
   * A name for each category of app/petitions/fields.ts, and below, a message for each refusal code
   * there: one each, no more (app/petitions/fields.test.ts).
   */
  categories: {
    "community-development": "Community Development",
    environment: "Environment",
    "governance-policy": "Governance & Policy",
    "human-rights": "Human Rights",
    infrastructure: "Infrastructure",
    "public-services": "Public Services",
    other: "Other",
  },
  errors: {
    titleRequired: "Enter a title for your petition",
    titleTooLong: "The title must be 200 characters or fewer",
    descriptionRequired: "Enter a description of your petition",
    descriptionTooLong: "The description must be 1000 characters or fewer",
    nameTooLong: "Your name must be 100 characters or fewer",
    emailInvalid: "Enter an email address in the correct format, like name@example.com",
    emailTooLong: "The email address must be 254 characters or fewer",
    categoryInvalid: "Choose one of the listed categories",
    hiddenCharacters:
      "Remove the hidden characters (control characters, zero-width spaces or text-direction marks) from this text",
    unreadable: "Write this text with letters or numbers that can be seen, without too many marks on one letter",
    translationIncomplete: "Write both the title and the description in the other language, or leave both empty",
  },
  outcome: {
    created: {
      title: "Petition Submitted!",
      body: "Your petition has been successfully submitted and is now public.",
    },
    /** With pre-moderation (PETITION_MODERATION=before). */
    createdPending: {
      title: "Petition Submitted!",
      body: "Your petition has been submitted. It will be published once a moderator has reviewed it.",
    },
    signed: { title: "Petition Signed!", body: "Thank you for your support." },
    submitError: { title: "Submission Error", body: "Could not submit your petition. Please try again." },
    signError: { title: "Signing Error", body: "Could not sign the petition. Please try again." },
    alreadySigned: "You have already signed this petition.",
    notFound: "This petition no longer exists.",
    rateLimited: "Too many requests from your connection. Please wait a minute and try again.",
    closed: "This petition is closed and no longer takes signatures.",
    reported: { title: "Report received", body: "Thank you. The moderators will review this petition." },
  },
  /** A new signature's receipt (app/petitions/log/receipts.server.ts), shown to its signer. */
  /** The link to a petition's 'Check your signature' page, and the reasons its log gives for an invalidation. */
  checkLink: "Check your signature",
  invalidationReasons: {
    "rate-abuse": "too many signatures from one connection",
    duplicate: "a duplicate of another signature",
    automated: "given by an automated program",
  },
  /** PETITION_SIGNING=email: the signing form, and the page of the link it emails (app/petitions/pages/confirm.tsx). */
  byEmail: {
    requested: {
      title: "Check your email",
      body: "If this address can sign this petition, we have sent it a link to confirm your signature. Your signature counts once you confirm it.",
    },
    refused: "This petition is signed with a name and an email address: use the form on its page.",
    cardLink: "Sign this petition",
  },
  receipt: {
    heading: "Your receipt",
    body: "This code is the receipt for your signature. It identifies your signature in this petition's public log. The portal keeps only a fingerprint of it and cannot show it to you again, so keep a copy.",
    kept: "This browser keeps a copy of it on this device.",
    copy: "Copy receipt",
    copied: "Receipt copied.",
    copyFailed: "Could not copy the receipt. Select it and copy it by hand.",
  },
  /** Messages of the JSON API (app/petitions/api.server.ts), in the requester's language. */
  api: {
    invalid: "The petition was not accepted: see errors for a message per field.",
    unavailable: "The petitions service is unavailable. Please try again later.",
    notFound: "Petition not found.",
    gone: "This petition has been removed by the moderators.",
    noSuchEndpoint: "No such endpoint.",
    malformed: "The request body is not valid JSON.",
    tooLarge: "The request body is too large.",
    badQuery: (names: string) =>
      `These query parameters are not valid: ${names}. page is a whole number from 1, sort is signatures, newest or popular, category is one of the seven categories, response is published or awaiting, and state is open or closed.`,
    badInterval: "interval must be hour or day.",
    badTitle: "title must be given, at most 200 characters.",
    badIds: "ids must be a comma-separated list of up to 48 petition ids.",
    tooManyStreams: "Too many live-count streams are open from your connection. Close some pages and try again.",
    reported: "Thank you. The moderators will review this petition.",
  },
  /** The petition in both languages: the form's other language, and the original and its translation. */
  languages: petitionLanguagesEn,
  how: {
    title: "How Petitions Work",
    steps: [
      { title: "Submit", body: "Create a petition describing the change you want to see." },
      { title: "Gather support", body: "Share it so that your fellow citizens can sign it." },
      {
        title: "Review",
        body: "When a petition reaches the required number of signatures, the relevant government body reviews it.",
      },
    ],
  },
};

export type PetitionsMessages = typeof petitionsEn;
