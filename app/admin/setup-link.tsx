import { Notice } from "~/components/ui/notice";
import { formatWhen } from "./frame";

/** A new one-time set-up link, shown once on the page that made it. */
export function SetupLink({ message, link, expiresAt }: { message: string; link: string; expiresAt: string }) {
  return (
    <Notice variant="success" role="status" title={message}>
      <p className="mt-2">
        {`Give them this link, by a channel you trust. It works once, until ${formatWhen(expiresAt)}, and is not shown again:`}
      </p>
      <p className="mt-2 break-all rounded-md bg-muted p-3 font-mono" data-testid="setup-link">
        {link}
      </p>
    </Notice>
  );
}
