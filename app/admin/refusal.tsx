import { isRouteErrorResponse } from "react-router";
import { ConsoleFrame, consoleLinkClass } from "./frame";
import type { RefusalData } from "./pages/accounts.server";

const TITLES: Record<number, string> = {
  400: "The request was not understood",
  403: "Admins only",
  404: "Not found in the console",
};

/**
 * The console's page for a refused or missing address (403, 404): its frame,
 * the reason, and the way back.
 */
export function ConsoleRefusal({ error }: { error: unknown }) {
  const known = isRouteErrorResponse(error) ? error : null;
  const payload = (typeof known?.data === "object" && known.data ? known.data : {}) as Partial<RefusalData>;
  const message = payload.message ?? (typeof known?.data === "string" ? known.data : "");
  const title = (known && TITLES[known.status]) ?? "Something went wrong";
  return (
    <ConsoleFrame title={title} user={payload.user ?? null} error>
      {message ? <p className="mt-4 max-w-3xl text-lg">{message}</p> : null}
      <p className="mt-4">
        <a href="/admin" className={consoleLinkClass}>
          Back to the console
        </a>
      </p>
    </ConsoleFrame>
  );
}
