import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The petition's address to copy or share. Without JavaScript the address is
 * shown as text to copy by hand; with it, 'Copy link' writes it to the
 * clipboard, and 'Share' opens the device's share sheet where there is one.
 */
export function SharePetition({ url, title }: { url: string; title: string }) {
  const t = useT().petitions.detail;
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t.copied);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet is not an error worth reporting.
    }
  };

  return (
    <section aria-labelledby="share-heading" className="mt-10 border-t border-border pt-6">
      <h2 id="share-heading" className="text-lg font-semibold">
        {t.share}
      </h2>
      <p className="mt-2 font-mono text-sm wrap-anywhere" data-testid="petition-link">
        {url}
      </p>
      {hydrated ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={copy}>
            {t.copyLink}
          </Button>
          {canShare ? (
            <Button type="button" variant="outline" onClick={share}>
              {t.shareButton}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {status}
      </p>
    </section>
  );
}
