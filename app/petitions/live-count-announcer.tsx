import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/language";

/** Screen readers hear the live count at most this often, not on every update. */
export const ANNOUNCE_EVERY_MS = 15_000;

/**
 * A polite live region that tells screen-reader users the signature count has
 * moved, at most once every ANNOUNCE_EVERY_MS, with the latest value.
 */
export function LiveCountAnnouncer({ count, initial }: { count: number; initial: number }) {
  const t = useT().petitions.detail;
  const [message, setMessage] = useState("");
  const last = useRef({ at: 0, count: initial });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(count);
  latest.current = count;

  useEffect(() => {
    if (count === last.current.count || timer.current) return;
    const wait = Math.max(0, last.current.at + ANNOUNCE_EVERY_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = { at: Date.now(), count: latest.current };
      setMessage(t.liveCount(latest.current));
    }, wait);
  }, [count, t]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <p aria-live="polite" className="sr-only" data-testid="live-count-announcement">
      {message}
    </p>
  );
}
