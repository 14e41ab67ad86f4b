import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageOfPath, loadMessages } from "./i18n/language";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// An Irish page was rendered with the Irish catalogue: load it before hydrating, so the
// first render in the browser matches. English pages never download it.
const language = languageOfPath(window.location.pathname);
if (language === "en") hydrate();
else loadMessages(language).then(hydrate, hydrate);
