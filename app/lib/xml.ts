const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text or an attribute value made safe to write into XML. */
export const escapeXml = (text: string) => text.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);
