import { data } from "react-router";
import { NotFound } from "~/components/not-found";

/** Any path the route table does not name: a real 404 status with the 'Page Not Found' screen. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
