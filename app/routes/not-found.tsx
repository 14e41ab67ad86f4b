import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import type { RouteHandle } from "~/root";

/** Any path the route table does not name: a real 404 status with the 'Page Not Found' screen. */
export function loader() {
  return data(null, { status: 404 });
}

/** Nothing here needs JavaScript but the header and footer (app/islands). */
export const handle: RouteHandle = { islands: true };

export default function NotFoundPage() {
  return <NotFound />;
}
