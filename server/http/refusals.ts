import { languageOfAddress } from "~/i18n/addresses";
import type { Language } from "~/i18n/languages";
import { isApiTarget } from "./classify";
import { apiLanguage } from "./request-language";

/**
 * The words of the answers the server writes itself, before a page or the API's own code runs
 * (a method it does not take, a malformed address or header, a body too large, unreadable or not
 * UTF-8, a write from another site, a request that did not arrive in time): in the language of the
 * address (`/ga/…` is Irish) or, for the API, of the request (`?lang=`, then Accept-Language), as
 * the rest of the portal answers. The Irish is spell-checked with the portal's other Irish
 * (app/i18n/irish-spelling.test.ts).
 */
export type RefusalWords = {
  /** 405: a method other than GET, HEAD and POST. */
  method: string;
  /** 405 from the search API, which takes GET only. */
  searchMethod: string;
  missingHost: string;
  badHost: string;
  badForwardedHost: string;
  badForwardedProto: string;
  badTarget: string;
  malformedEscape: string;
  nul: string;
  /** 413 to a page's form, which accepts at most `kB` kilobytes. */
  pageTooLarge: (kB: number) => string;
  /** 413 to the API. */
  tooLarge: string;
  /** 400: the body broke off or could not be read. */
  unreadableBody: string;
  /** 400: a form's text (its escapes decoded) that is not UTF-8. */
  formNotUtf8: string;
  bodyNotUtf8: string;
  bodyNotJson: string;
  /** 403: a write a browser says comes from another site. */
  crossSite: string;
  /** 408: the request did not arrive whole within REQUEST_TIMEOUT (Node's own refusal writes it). */
  timeout: string;
  /** 431: the request line or headers are larger than Node accepts (server/low-level-errors.ts). */
  headersTooLarge: string;
  /** 400: a request Node's parser could not read (server/low-level-errors.ts). */
  malformed: string;
  /** 404: a write to an address spelled otherwise than its normal form (server/http/spelling.ts). */
  misspelled: string;
  /** 400: a backslash in the path, which browsers read as a slash (server/http/spelling.ts). */
  backslash: string;
  /** Any other 4xx without words of its own. */
  badRequest: string;
  serverError: string;
};

export type RefusalKind = { [K in keyof RefusalWords]: RefusalWords[K] extends string ? K : never }[keyof RefusalWords];

const en: RefusalWords = {
  method: "This method is not allowed here. The portal answers GET, HEAD and POST.",
  searchMethod: "The search answers GET requests only.",
  missingHost: "The request has no Host header. Send the host name of the portal in a Host header.",
  badHost: "The Host header is not a valid host name or address with an optional port.",
  badForwardedHost: "The X-Forwarded-Host header is not a valid host name or address with an optional port.",
  badForwardedProto: "The X-Forwarded-Proto header must be http or https.",
  badTarget: "The request target must be a path beginning with '/'.",
  malformedEscape:
    "The address contains a malformed '%' escape: '%' must be followed by two hexadecimal digits of valid UTF-8.",
  nul: "The address contains a NUL character.",
  pageTooLarge: (kB) => `The request body is too large: a page accepts at most ${kB} kB.`,
  tooLarge: "The request body is too large.",
  unreadableBody: "The request body could not be read.",
  formNotUtf8: "The form's text is not valid UTF-8: send it as UTF-8, escaped where needed.",
  bodyNotUtf8: "The request body is not valid UTF-8.",
  bodyNotJson: "The request body is not valid JSON.",
  crossSite:
    "Requests from other sites may not change anything on the portal. Use the portal's own pages, or call the API from a script or server without an Origin header.",
  timeout: "The request did not arrive in time. Try again.",
  misspelled:
    "Page Not Found: this address is not in the portal's own spelling (lower case, no escaped letters, no '.' or '..' segments, no doubled slashes).",
  backslash: "The address contains a backslash ('\\'): the parts of an address are separated by '/'.",
  headersTooLarge: "The request's address or headers are too large.",
  malformed: "The request is malformed.",
  badRequest: "Bad Request",
  serverError: "Internal Server Error",
};

const ga: RefusalWords = {
  method: "Ní cheadaítear an modh seo anseo. Glacann an tairseach le GET, HEAD agus POST.",
  searchMethod: "Ní ghlacann an cuardach ach le hiarratais GET.",
  missingHost: "Níl ceanntásc Host san iarratas. Cuir ainm óstríomhaire na tairsí i gceanntásc Host.",
  badHost: "Níl ainm óstríomhaire ná seoladh bailí sa cheanntásc Host (is féidir uimhir phoirt a chur leis).",
  badForwardedHost:
    "Níl ainm óstríomhaire ná seoladh bailí sa cheanntásc X-Forwarded-Host (is féidir uimhir phoirt a chur leis).",
  badForwardedProto: "Ní mór http nó https a bheith sa cheanntásc X-Forwarded-Proto.",
  badTarget: "Ní mór don iarratas conair a thosaíonn le '/' a iarraidh.",
  malformedEscape:
    "Tá '%' sa seoladh nach bhfuil dhá dhigit heicsidheachúlacha ina dhiaidh, nó nach UTF-8 bailí iad na digití sin.",
  nul: "Tá carachtar NUL sa seoladh.",
  pageTooLarge: (kB) => `Tá corp an iarratais rómhór: glacann leathanach le ${kB} kB ar a mhéad.`,
  tooLarge: "Tá corp an iarratais rómhór.",
  unreadableBody: "Níorbh fhéidir corp an iarratais a léamh.",
  formNotUtf8: "Ní UTF-8 bailí é téacs na foirme: seol i bhformáid UTF-8 é, le héalúcháin nuair is gá.",
  bodyNotUtf8: "Ní UTF-8 bailí é corp an iarratais.",
  bodyNotJson: "Ní JSON bailí é corp an iarratais.",
  crossSite:
    "Ní féidir le hiarratais ó shuímh eile aon rud a athrú ar an tairseach. Úsáid na leathanaigh ar an tairseach féin, nó glaoigh ar an API ó script nó ó fhreastalaí gan ceanntásc Origin.",
  timeout: "Níor tháinig an t-iarratas iomlán in am. Bain triail eile as.",
  misspelled:
    "Níor aimsíodh an leathanach: níl an seoladh seo sa litriú atá aige ar an tairseach (i litreacha beaga, gan éalúchán, gan '.' ná '..' idir dhá shlais, agus gan dhá shlais le chéile).",
  backslash: "Tá cúlslais ('\\') sa seoladh: is le '/' a scartar codanna seolta óna chéile.",
  headersTooLarge: "Tá seoladh nó ceanntásca an iarratais rómhór.",
  malformed: "Tá an t-iarratas míchumtha.",
  badRequest: "Iarratas lochtach",
  serverError: "Earráid inmheánach ar an bhfreastalaí",
};

export const REFUSAL_WORDS: Record<Language, RefusalWords> = { en, ga };

/** The `lang` parameter of a raw request target, without parsing anything that may be malformed. */
function langParameter(url: string): string | undefined {
  const query = url.indexOf("?");
  if (query === -1) return undefined;
  return /(?:^|&)lang=(en|ga)(?:&|$)/.exec(url.slice(query + 1))?.[1];
}

/**
 * The language of a refusal to the request for `url` (its raw target, as received): Irish on an Irish
 * page's address; for the API, the request's (`?lang=`, then Accept-Language); English otherwise.
 */
export function refusalLanguage(url: string, headers: { "accept-language"?: string | string[] }): Language {
  // An Irish page's address: "/ga", "/ga/…", "/ga?…".
  if (languageOfAddress(url) === "ga") return "ga";
  if (isApiTarget(url)) return apiLanguage({ query: { lang: langParameter(url) }, headers });
  return "en";
}

/** The words of a refusal to this request, in its language. */
export function refusalWords(req: {
  url: string;
  originalUrl?: string;
  headers: { "accept-language"?: string | string[] };
}) {
  return REFUSAL_WORDS[refusalLanguage(req.originalUrl ?? req.url, req.headers)];
}
