import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "~/i18n/languages";
import { localize } from "~/pages/addresses";
import { petitionCheckPath } from "~/petitions/paths";
import { removalReasonLanguage, removalReasonText } from "~/petitions/removal-reasons";
import { MAIL_WORDS } from "./words.server";

/** Why a petitioner is written to. */
export const MAIL_KINDS = ["published", "hidden", "response", "signature", "update"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What a queued message says (the queue's `payload`, as JSON), taken from the petition when it was queued. */
export type MailPayload = {
  title: string;
  language: Language;
  /** Why it was removed (hidden): a published reason's code, or an operator's text. */
  reason?: string | null;
  /** The Government's response in the petition's language, when the caller gives it. */
  response?: string | null;
  /** To a signer: their confirmation link's token, their name, how long the link works, when they are forgotten. */
  token?: string;
  name?: string;
  hours?: number;
  days?: number;
  /** To a signer who asked for updates: what happened (app/petitions/updates/), and its facts. */
  update?: "response" | "debate-scheduled" | "debate-outcome" | "closed";
  detail?: { date?: string | null; signatures?: number | null };
};

export type PetitionerMessage = { petitionId: number; kind: MailKind; payload: MailPayload };

/** What an update to a signer links to beyond the petition: its receipt's check page and the one-click unsubscribe. */
export type UpdateLinks = { unsubscribe: string };

export type RenderedMail = { language: Language; subject: string; text: string; html: string };

/** One line: a title may hold line breaks, a subject may not. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** A signer's confirmation page (PETITION_SIGNING=email), in their language: the token is in the query string. */
export function confirmationAddress(token: string, language: Language, publicUrl: string): string {
  const address = new URL(localize("/petitions/confirm", language), publicUrl);
  address.searchParams.set("token", token);
  return address.href;
}

/** The petition's public page, in the petition's language, at the portal's public address. */
export function petitionAddress(petitionId: number, language: Language, publicUrl: string): string {
  return new URL(localize(`/petitions/${petitionId}`, language), publicUrl).href;
}

/**
 * A message to a petitioner: its subject, a plain-text part and a simple HTML part with the same
 * words (a heading-free letter: paragraphs, the link written out as its own text, the footer
 * set apart), in the petition's language.
 */
export function renderPetitionerMail(
  { petitionId, kind, payload }: PetitionerMessage,
  publicUrl: string,
  updateLinks?: UpdateLinks,
): RenderedMail {
  const language: Language = payload.language === "ga" ? "ga" : "en";
  const words = MAIL_WORDS[language];
  const title = oneLine(payload.title);
  let address = petitionAddress(petitionId, language, publicUrl);
  let link = words.link;
  let greeting = words.greeting;
  let footer = words.footer(title);
  const lines: Array<{ label: string; text: string; lang: Language }> = [];
  /** Links after the petition's: the receipt's check page and the unsubscribe (updates only). */
  const more: Array<{ label: string; address: string }> = [];
  let body: readonly string[];
  let subject: string;
  switch (kind) {
    case "signature":
      subject = words.signer.subject(title);
      body = words.signer.body(payload.hours ?? 72);
      greeting = payload.name ? words.signer.greeting(oneLine(payload.name)) : words.greeting;
      address = confirmationAddress(payload.token ?? "", language, publicUrl);
      link = words.signer.link;
      footer = words.signer.footer(title, payload.days ?? 180);
      break;
    case "published":
      subject = words.published.subject(title);
      body = words.published.body;
      break;
    case "hidden": {
      subject = words.hidden.subject(title);
      body = words.hidden.body;
      const reason = removalReasonText(payload.reason, language);
      if (reason)
        lines.push({ label: words.hidden.reason, text: reason, lang: removalReasonLanguage(payload.reason, language) });
      break;
    }
    case "update": {
      const update = payload.update ?? "response";
      subject = words.update.subject[update](title);
      body =
        update === "debate-scheduled"
          ? words.update.debateScheduled(payload.detail?.date ?? "")
          : update === "debate-outcome"
            ? words.update.debateOutcome
            : update === "closed"
              ? words.update.closed(Number(payload.detail?.signatures ?? 0))
              : words.update.response;
      link = words.update.link;
      footer = words.update.footer(title);
      more.push({
        label: words.update.check,
        address: new URL(localize(petitionCheckPath(petitionId), language), publicUrl).href,
      });
      if (updateLinks) more.push({ label: words.update.unsubscribe, address: updateLinks.unsubscribe });
      break;
    }
    case "response":
      subject = words.response.subject(title);
      body = words.response.body;
      if (payload.response?.trim())
        lines.push({ label: words.response.response, text: payload.response.trim(), lang: language });
      break;
  }
  const text = [
    greeting,
    ...body,
    ...lines.map((line) => `${line.label}\n${line.text}`),
    `${link}\n${address}`,
    ...more.map((item) => `${item.label}\n${item.address}`),
    words.signature,
    "--",
    footer,
  ].join("\n\n");

  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: "Arial, Helvetica, sans-serif", fontSize: "16px", lineHeight: 1.5, color: "#0b0c0c" }}>
        <p>{greeting}</p>
        {body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {lines.map((line) => (
          <p key={line.label}>
            <strong>{line.label}</strong>
            <br />
            <span lang={line.lang}>{line.text}</span>
          </p>
        ))}
        <p>
          {link}
          <br />
          <a href={address} style={{ color: "#1d4ed8" }}>
            {address}
          </a>
        </p>
        {more.map((item) => (
          <p key={item.address}>
            {item.label}
            <br />
            <a href={item.address} style={{ color: "#1d4ed8" }}>
              {item.address}
            </a>
          </p>
        ))}
        <p>{words.signature}</p>
        <hr />
        <p style={{ fontSize: "14px", color: "#3b3b3b" }}>{footer}</p>
      </body>
    </html>,
  )}`;

  return { language, subject, text, html };
}
