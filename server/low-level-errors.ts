import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { REFUSAL_WORDS, type RefusalKind, refusalLanguage } from "./http/refusals";

/** What Node's parser refused, as the portal answers it (words from server/http/refusals.ts). */
const ANSWERS: Record<string, { status: number; reason: string; words: RefusalKind }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", words: "headersTooLarge" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", words: "timeout" },
  ERR_HTTP_REQUEST_HEADER_TIMEOUT: { status: 408, reason: "Request Timeout", words: "timeout" },
};
const BAD_REQUEST = { status: 400, reason: "Bad Request", words: "malformed" as RefusalKind };

/**
 * Answers the requests that Node refuses before the application sees them (a NUL or other byte
 * the parser refuses in the request line, headers or an address too large, a request that did not
 * arrive in time) with `answerHeaders`, the portal's security headers and `Cache-Control: no-store`
 * (the request pipeline's `unreadRequestHeaders`), as every other answer, instead of Node's bare
 * status line. The connection is closed after the answer.
 */
export function answerLowLevelErrors(server: Server, answerHeaders: ReadonlyArray<readonly [string, string]>): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean; req?: IncomingMessage } })
      ._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = (error.code && ANSWERS[error.code]) || BAD_REQUEST;
    // In the address's language when Node had read the request's head (a body that came too slowly);
    // English when it could not read that far.
    const request = inFlight?.req;
    const language = request ? refusalLanguage(request.url ?? "/", request.headers) : "en";
    const body = `${REFUSAL_WORDS[language][answer.words]}\n`;
    const headers = [
      ...answerHeaders,
      ["Content-Type", "text/plain; charset=utf-8"],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Connection", "close"],
    ]
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 ${answer.status} ${answer.reason}\r\n${headers}\r\n${body}`);
  });
}
