import { createContext, lazy, Suspense, use, useCallback, useMemo, useState } from "react";
import type { Messages } from "~/i18n/en";
import { useT } from "~/i18n/language";

export type ToastVariant = "default" | "success" | "destructive";
export type ToastMessage = { title: string; description?: string; variant?: ToastVariant };

type Shown = ToastMessage & { id: number };
type ToastApi = { toast: (message: ToastMessage) => void };

/** What the toast on screen is drawn from (./toast-view). */
export type ToastViewProps = {
  shown: Shown;
  labels: Messages["shell"]["toast"];
  onClosed: (id: number) => void;
};

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
