import type { Language } from "~/i18n/languages";
import { preparednessGuideEn } from "./ready-brehon.en";
import { preparednessGuideGa } from "./ready-brehon.ga";
import type { PreparednessGuide } from "./ready-brehon.types";

export { GUIDE_PHASES } from "./ready-brehon.types";

export const PREPAREDNESS_GUIDE: Record<Language, PreparednessGuide> = {
  en: preparednessGuideEn,
  ga: preparednessGuideGa,
};
