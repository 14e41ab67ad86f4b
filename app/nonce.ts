import { createContext, use } from "react";

/**
 * The request's Content-Security-Policy nonce, given to React Router's inline
 * scripts. Empty in the browser (browsers hide nonces from the DOM) and in
 * prerendered files, where the server adds it while serving them.
 */
export const NonceContext = createContext("");
export const useNonce = () => use(NonceContext);
