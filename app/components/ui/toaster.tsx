import { Toast } from "radix-ui";
import { createContext, use, useCallback, useMemo, useState } from "react";
import { useT } from "~/i18n/language";
import { cn } from "~/lib/cn";

export type ToastVariant = "default" | "success" | "destructive";
export type ToastMessage = { title: string; description?: string; variant?: ToastVariant };

type Shown = ToastMessage & { id: number };
type ToastApi = { toast: (message: ToastMessage) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** Radix defaults match the spec: 5 s on screen, right-swipe of 50 px dismisses. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-border bg-background text-foreground",
  success: "border-success bg-success text-success-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

/**
 * One toast at a time (spec): a new message replaces the one on screen.
 */
export function Toaster({ children }: { children: React.ReactNode }) {
  const t = useT().shell.toast;
  const [shown, setShown] = useState<Shown | null>(null);
  const toast = useCallback((message: ToastMessage) => {
    setShown((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={api}>
      <Toast.Provider
        duration={DURATION_MS}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
        label={t.region}
      >
        {children}
        {shown ? (
          <Toast.Root
            key={shown.id}
            defaultOpen
            onOpenChange={(open) => {
              if (!open) setShown((current) => (current?.id === shown.id ? null : current));
            }}
            className={cn(
              "toast-root pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-md border p-4 pr-10 shadow-lg",
              VARIANT_CLASSES[shown.variant ?? "default"],
            )}
          >
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{shown.title}</Toast.Title>
              {shown.description ? (
                <Toast.Description className="text-sm">{shown.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label={t.close}
              className="absolute top-2 right-2 rounded-md p-1 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
            >
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ) : null}
        <Toast.Viewport
          label={`${t.region} ({hotkey})`}
          className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
        />
      </Toast.Provider>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast must be used inside <Toaster>");
  return api;
}
