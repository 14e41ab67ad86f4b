import { SiteHeader } from "./components/layout/site-header";
import { SearchBox } from "./search/search-box.island";

/**
 * The header's island: the layout's header (app/components/layout) with the site search's box (app/search).
 * It lives here, beside the root that draws it, because the layout is shared by every feature and imports
 * none of them: only what sits above both puts the two together. It is one of the shell's islands, in the
 * script of every page (app/islands/client.tsx).
 */
export default function SiteHeaderIsland() {
  return <SiteHeader Search={SearchBox} />;
}
