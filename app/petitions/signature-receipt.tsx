import { useEffect, useState } from "react";
import { TextLink } from "~/components/content/text-link";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { useT } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";
import { petitionCheckPath } from "./paths";

/** A new signature's receipt code, and the petition it was given for. */
export type ShownReceipt = { petitionId: number; code: string };

/** Where this browser keeps its receipts: petition id → code. */
const STORAGE_KEY = "brehon-petition-receipts";

function keptReceipts(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps a receipt in this browser; a browser that keeps nothing (private mode, storage full) keeps nothing. */
function keepReceipt({ petitionId, code }: ShownReceipt) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...keptReceipts(), [petitionId]: code }));
  } catch {
    // The receipt is still on the page to copy.
  }
}

/** The receipt this browser keeps for a petition, if any. */
function keptReceipt(petitionId: number): ShownReceipt | null {
  const code = keptReceipts()[String(petitionId)];
  return typeof code === "string" ? { petitionId, code } : null;
}

/**
 * The receipt a page shows: the one it was drawn with (the visitor's own post, without JavaScript),
 * then each one `show` is given; each is kept in this browser. With `petitionId`, a receipt this
 * browser kept for that petition earlier is shown once JavaScript runs.
 */
export function useReceipt(drawn: ShownReceipt | null, petitionId?: number) {
  const [receipt, setReceipt] = useState(drawn);
  useEffect(() => {
    if (receipt) keepReceipt(receipt);
  }, [receipt]);
  useEffect(() => {
    if (petitionId !== undefined) setReceipt((current) => current ?? keptReceipt(petitionId));
  }, [petitionId]);
  return { receipt, show: setReceipt };
}

/** A receipt, to copy (with JavaScript) or select and copy by hand. */
export function SignatureReceipt({
  receipt,
  petition,
}: {
  receipt: ShownReceipt;
  /** The petition it was given for, where the page shows several. */
  petition?: { title: string; language: string };
}) {
  const messages = useT().petitions;
  const t = messages.receipt;
  const checkLink = messages.checkLink;
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt.code);
      setStatus(t.copied);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  return (
    <Notice as="section" variant="success" title={t.heading} className="mt-6">
      {petition ? (
        <p lang={petition.language} className="mt-1 wrap-anywhere">
          {petition.title}
        </p>
      ) : null}
      <p className="mt-2 font-mono text-lg font-semibold tracking-wide wrap-anywhere" data-testid="receipt-code">
        {receipt.code}
      </p>
      <p className="mt-2">{t.body}</p>
      {hydrated ? <p className="mt-1">{t.kept}</p> : null}
      {hydrated ? (
        <Button type="button" variant="outline" className="mt-3" onClick={copy}>
          {t.copy}
        </Button>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {status}
      </p>
      {petition ? (
        <p className="mt-2">
          <TextLink to={petitionCheckPath(receipt.petitionId)}>{checkLink}</TextLink>
        </p>
      ) : null}
    </Notice>
  );
}
