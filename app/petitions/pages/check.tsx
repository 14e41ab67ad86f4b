import { data } from "react-router";
import { TextLink } from "~/components/content/text-link";
import { DocumentTitle } from "~/components/document-title";
import { LANGUAGES, type Language, languageOfPath, useLanguage } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { addressIn, addressOf } from "~/pages/addresses";
import { CHECK_WORDS } from "~/petitions/check-words";
import { parsePetitionId, petitionTextIn } from "~/petitions/fields";
import { petitionCheckPath, petitionPath } from "~/petitions/paths";
import type { ShownCheck } from "~/petitions/receipt-check";
import { ReceiptChecker, type ReceiptFieldError } from "~/petitions/receipt-checker.island";
import { canonicalCode } from "~/petitions/receipt-code";
import type { Route } from "./+types/check";

/** The longest receipt field the action reads: a code with spaces and hyphens is well under it. */
const RECEIPT_FIELD_LIMIT = 200;

/** The petition of the address, as the page names it: its title while public, none once removed. */
async function petitionOf(context: Route.LoaderArgs["context"], id: string, language: Language) {
  if (parsePetitionId(id) === null) throw data(null, { status: 404 });
  const result = await context.petitions.get(id);
  if (result.status === "not-found") throw data(null, { status: 404 });
  if (result.status === "unavailable") throw data(null, { status: 503 });
  // Its title in the page's language where it has one, else the original's, marked with its language.
  const text = result.status === "ok" ? petitionTextIn(result.petition, language) : null;
  return { id: Number(id), title: text?.title ?? null, language: text?.language ?? null };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const petition = await petitionOf(context, params.id, languageOfPath(url.pathname));
  const address = addressIn(petitionCheckPath(petition.id), languageOfPath(url.pathname));
  return {
    petition,
    origin: url.origin,
    canonical: `${url.origin}${address}`,
    minutes: context.petitionLog?.minutes ?? 60,
  };
}

/** Without JavaScript: the server checks the receipt and says so on the page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const petition = await petitionOf(context, params.id, languageOfPath(new URL(request.url).pathname));
  const form = await request.formData().catch(() => null);
  const field = form?.get("receipt");
  const typed = typeof field === "string" ? field.slice(0, RECEIPT_FIELD_LIMIT) : "";
  const error: ReceiptFieldError | null =
    typed.trim() === "" ? "missing" : canonicalCode(typed) === null ? "malformed" : null;
  if (error) return data({ typed, error, check: null }, { status: 400 });
  const check: ShownCheck = context.petitionLog
    ? await context.petitionLog.check(petition.id, typed)
    : { state: "unavailable" };
  return data({ typed, error: null, check }, { status: check.state === "unavailable" ? 503 : 200 });
}

/** A form for one visitor's receipt: not for search engines; its address in each language. */
export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const address = (other: (typeof LANGUAGES)[number]) =>
    `${loaderData.origin}${addressOf(petitionCheckPath(loaderData.petition.id), other)}`;
  return [
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:url", content: loaderData.canonical },
    ...LANGUAGES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: address(other) })),
  ];
}

/** 'Check your signature': the petition it is for, what the check does, and the form (an island). */
export default function CheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const words = CHECK_WORDS[language];
  const { petition, minutes } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <DocumentTitle title={petition.title ? `${words.title}: ${petition.title}` : words.title} />
      <TextLink to={petitionPath(petition.id)}>
        <span aria-hidden="true">← </span>
        {petition.title ? <span lang={petition.language ?? undefined}>{petition.title}</span> : t.detail.back}
      </TextLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{words.title}</h1>
      <p className="mt-4 max-w-prose">{words.intro}</p>
      <Island
        component={ReceiptChecker}
        props={{
          petitionId: petition.id,
          minutes,
          typed: actionData?.typed ?? "",
          error: actionData?.error ?? null,
          check: actionData?.check ?? null,
        }}
      />
    </div>
  );
}
