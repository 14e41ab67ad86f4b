import { createContext, lazy, Suspense, use, useCallback, useMemo, useState } from "react";
import { useT } from "~/i18n/language";
import type { ToastMessage, ToastViewProps } from "./toast-view";

export type { ToastMessage, ToastVariant } from "./toast-view";

type Shown = ToastViewProps["shown"];
type ToastApi = { toast: (message: ToastMessage) => void };

const ToastContext = createContext<ToastApi | null>(null);

const ToastView = lazy(() => import("./toast-view"));

/**
 * One toast at a time (spec): a new message replaces the one on screen. The toast itself
 * (Radix) loads with the first message.
 */
export function Toaster({ children }: { children: React.ReactNode }) {
  const labels = useT().shell.toast;
  const [shown, setShown] = useState<Shown | null>(null);
  const toast = useCallback((message: ToastMessage) => {
    setShown((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);
  const onClosed = useCallback((id: number) => setShown((current) => (current?.id === id ? null : current)), []);

  return (
    <ToastContext value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastView shown={shown} labels={labels} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast must be used inside <Toaster>");
  return api;
}
