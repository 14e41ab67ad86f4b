/** What a route module may say of itself to the document (app/root.tsx), through its `handle` export. */
export type RouteHandle = {
  /** The route's meta names its own description. */
  ownDescription?: boolean;
};
