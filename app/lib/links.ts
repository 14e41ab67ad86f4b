/** Links to other sites open in a new tab; in-site paths navigate in the app. */
export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith("//");
}
