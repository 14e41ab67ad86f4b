/**
 * Installs the offline service worker (build/client/sw.js) once the page has
 * loaded. Progressive enhancement: where service workers are refused or
 * missing, the portal works exactly as before.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  if (!import.meta.env.PROD) {
    // A worker left by a production build on the same address would otherwise answer the development server.
    void navigator.serviceWorker.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister();
    });
    return;
  }
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => {
      // Refused (private browsing, site data switched off): nothing is lost.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
  window.addEventListener("click", openAsDocumentWhenOffline, { capture: true });
}

/**
 * While the browser knows it is offline, a link inside the portal loads its
 * address as a document instead of moving inside the page, so the service
 * worker answers it: with the kept copy, or with the offline page. Moving
 * inside the page would need route files the device may not have.
 */
function openAsDocumentWhenOffline(event: MouseEvent): void {
  if (navigator.onLine || !navigator.serviceWorker.controller) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  if (link.pathname === window.location.pathname && link.search === window.location.search) return;
  event.preventDefault();
  window.location.assign(link.href);
}
