/**
 * Which desktop dropdown is open: none, or exactly one (spec section 4).
 * Clicking the open title closes it, clicking another switches to it, and
 * following a sub-link closes it.
 */
export type OpenMenu = string | null;

export type NavAction =
  | { type: "toggle"; title: string }
  | { type: "set"; title: string; open: boolean }
  | { type: "close" };

export function navReducer(state: OpenMenu, action: NavAction): OpenMenu {
  switch (action.type) {
    case "toggle":
      return state === action.title ? null : action.title;
    case "set":
      if (action.open) return action.title;
      return state === action.title ? null : state;
    case "close":
      return null;
  }
}
