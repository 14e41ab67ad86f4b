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

// The page was rendered with its language's catalogue: load it before hydrating, so the first
// render in the browser matches. A page never downloads the other language's.
loadMessages(languageOfPath(window.location.pathname)).then(hydrate, hydrate);
