/** Posts a form as a browser without JavaScript does, without following a redirect. */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Creates a petition through the JSON API, as the page's script does; returns its number. */
export async function createPetition(base: string, petition: Record<string, string>): Promise<number> {
  const created = await fetch(`${base}/api/petitions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(petition),
  });
  if (created.status !== 201) throw new Error(`creating a petition: expected 201, got ${created.status}`);
  return ((await created.json()) as { petition: { id: number } }).petition.id;
}
