/**
 * The toast on screen (Radix Toast: 5 s, a 50 px swipe to the right dismisses it, a live region
 * that announces it). Loaded with the first toast of a visit (./toaster), so pages that never
 * show one do not download it.
 */
import { Toast } from "radix-ui";
import type { Messages } from "~/i18n/en";
import { cn } from "~/lib/cn";

export type ToastVariant = "default" | "success" | "destructive";
export type ToastMessage = { title: string; description?: string; variant?: ToastVariant };

/** What the toast on screen is drawn from: the message, numbered so a new one replaces it. */
export type ToastViewProps = {
  shown: ToastMessage & { id: number };
  labels: Messages["shell"]["toast"];
  onClosed: (id: number) => void;
};

/** Radix defaults match the spec: 5 s on screen, right-swipe of 50 px dismisses. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-border bg-background text-foreground",
  success: "border-success bg-success text-success-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

export default function ToastView({ shown, labels, onClosed }: ToastViewProps) {
  return (
    <Toast.Provider
      duration={DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={labels.region}
    >
      <Toast.Root
        key={shown.id}
        defaultOpen
        onOpenChange={(open) => {
          if (!open) onClosed(shown.id);
        }}
        className={cn(
          "toast-root pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-md border p-4 pr-10 shadow-lg",
          VARIANT_CLASSES[shown.variant ?? "default"],
        )}
      >
        <div className="grid gap-1">
          <Toast.Title className="text-sm font-semibold">{shown.title}</Toast.Title>
          {shown.description ? <Toast.Description className="text-sm">{shown.description}</Toast.Description> : null}
        </div>
        <Toast.Close
          aria-label={labels.close}
          className="absolute top-2 right-2 rounded-md p-1 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
        >
          <span aria-hidden="true">×</span>
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport
        label={labels.viewport}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
