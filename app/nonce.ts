import { createContext, use } from "react";

/**
 * The request's Content-Security-Policy nonce, given to React Router's inline
 * scripts in development. Empty in production (built pages have no inline
 * script: docs/decisions/0005-content-security-policy.md) and in the browser
 * (browsers hide nonces from the DOM).
 */
export const NonceContext = createContext("");
export const useNonce = () => use(NonceContext);
