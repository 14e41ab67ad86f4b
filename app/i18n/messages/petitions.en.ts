import type { PetitionCategory, PetitionErrorCode } from "~/components/petitions/petition-schema";

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
  list: { label: "Petitions, most signatures first" },
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
    submit: "Submit Petition",
    cancel: "Cancel",
  },
  categories: {
    "community-development": "Community Development",
    environment: "Environment",
    "governance-policy": "Governance & Policy",
    "human-rights": "Human Rights",
    infrastructure: "Infrastructure",
    "public-services": "Public Services",
    other: "Other",
  } satisfies Record<PetitionCategory, string>,
  errors: {
    titleRequired: "Enter a title for your petition",
    titleTooLong: "The title must be 200 characters or fewer",
    descriptionRequired: "Enter a description of your petition",
    descriptionTooLong: "The description must be 1000 characters or fewer",
    nameTooLong: "Your name must be 100 characters or fewer",
    emailInvalid: "Enter an email address in the correct format, like name@example.com",
    emailTooLong: "The email address must be 254 characters or fewer",
    categoryInvalid: "Choose one of the listed categories",
  } satisfies Record<PetitionErrorCode, string>,
  outcome: {
    created: {
      title: "Petition Submitted!",
      body: "Your petition has been successfully submitted and is now public.",
    },
    signed: { title: "Petition Signed!", body: "Thank you for your support." },
    submitError: { title: "Submission Error", body: "Could not submit your petition. Please try again." },
    signError: { title: "Signing Error", body: "Could not sign the petition. Please try again." },
    alreadySigned: "You have already signed this petition.",
    notFound: "This petition no longer exists.",
    rateLimited: "Too many requests from your connection. Please wait a minute and try again.",
  },
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
