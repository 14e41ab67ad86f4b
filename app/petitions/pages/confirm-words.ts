import type { Language } from "~/i18n/languages";

/**
 * The words of the page of a signer's emailed link (./confirm.tsx), in each language. They are the route's
 * alone (a page's own module never reaches the browser: only islands do), so they stay out of the catalogues
 * every page sends.
 */
export const CONFIRM_WORDS = {
  en: {
    title: "Confirm your signature",
    waiting: "You asked to sign this petition. Your signature counts once you confirm it.",
    button: "Confirm my signature",
    confirmed: { title: "Your signature is confirmed", body: "Thank you: your signature counts." },
    already: "This signature is confirmed and counted.",
    withdrawHeading: "Withdraw your signature",
    withdrawBody:
      "If you no longer support this petition, you can withdraw your signature. The count goes down by one, and the petition's public log records the withdrawal.",
    withdraw: "Withdraw my signature",
    withdrawn: { title: "Your signature is withdrawn", body: "Your signature no longer counts." },
    expired: {
      title: "This link has expired",
      body: "A confirmation link works for a limited time. Sign the petition again to be sent a new one.",
    },
    closed: {
      title: "This petition no longer takes signatures",
      body: "It has closed or been removed, so this signature cannot be confirmed.",
    },
    unknown: {
      title: "This link does not work",
      body: "Check that you opened the whole link from the email. If a newer link has been sent for the same petition, only the newest one works.",
    },
    unavailable: "The petitions service is unavailable. Please try again later.",
    petitionLink: "Go to the petition",
  },
  ga: {
    title: "Deimhnigh do shíniú",
    waiting: "D'iarr tú an achainí seo a shíniú. Áireofar do shíniú nuair a dheimhneoidh tú é.",
    button: "Deimhnigh mo shíniú",
    confirmed: { title: "Tá do shíniú deimhnithe", body: "Go raibh maith agat: áirítear do shíniú." },
    already: "Tá an síniú seo deimhnithe agus comhairthe.",
    withdrawHeading: "Tarraing do shíniú siar",
    withdrawBody:
      "Mura dtacaíonn tú leis an achainí seo a thuilleadh, is féidir leat do shíniú a tharraingt siar. Laghdaítear an líon faoi cheann amháin, agus taifeadtar an tarraingt siar i loga poiblí na hachainí.",
    withdraw: "Tarraing mo shíniú siar",
    withdrawn: { title: "Tá do shíniú tarraingthe siar", body: "Ní áirítear do shíniú a thuilleadh." },
    expired: {
      title: "Tá an nasc seo as feidhm",
      body: "Ní oibríonn nasc deimhnithe ach ar feadh tréimhse áirithe. Sínigh an achainí arís chun nasc nua a fháil.",
    },
    closed: {
      title: "Ní ghlacann an achainí seo le sínithe a thuilleadh",
      body: "Dúnadh í nó baineadh den tairseach í, mar sin ní féidir an síniú seo a dheimhniú.",
    },
    unknown: {
      title: "Ní oibríonn an nasc seo",
      body: "Deimhnigh gur oscail tú an nasc iomlán ón ríomhphost. Má seoladh nasc níos nuaí don achainí chéanna, ní oibríonn ach an ceann is nuaí.",
    },
    unavailable: "Níl seirbhís na n-achainíocha ar fáil. Bain triail eile as ar ball.",
    petitionLink: "Téigh chuig an achainí",
  },
} satisfies Record<Language, unknown>;
