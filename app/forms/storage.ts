/**
 * Saves a form's answers in this browser only (spec: the forms make no network
 * call). Browsers may refuse: private browsing, a full quota, or site storage
 * switched off all throw, and the caller keeps the answers on screen.
 */
export function saveLocally(key: string, values: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}
