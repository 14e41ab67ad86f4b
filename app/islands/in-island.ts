import { createContext, use } from "react";

/** True inside an island's own tree (./islands.tsx), which hydrates without the router and without the page around it. */
export const InIslandContext = createContext(false);

/** Whether this component is drawn inside an island, rather than by the page or the app. */
export function useInIsland(): boolean {
  return use(InIslandContext);
}
