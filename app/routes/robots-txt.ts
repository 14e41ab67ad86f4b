import { robotsTxt } from "~/pages/sitemap-xml";
import type { Route } from "./+types/robots-txt";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
