import { useEffect, useId, useRef, useState } from "react";
import { type Language, useLanguage } from "~/i18n/language";
import { Form, useNavigate } from "~/i18n/localized";
import { cx } from "~/lib/cx";
import { MAX_QUERY_LENGTH } from "~/lib/normalize";
import { useHydrated } from "~/lib/use-hydrated";
import type { SearchHit } from "~/search/results";

/** Suggestions asked for under a box, and the wait after the last key before asking. */
const SUGGESTIONS = 6;
const DELAY_MS = 150;
/** Fewer letters than this suggest nothing. */
const MIN_LETTERS = 2;

type Suggestions = { query: string; hits: SearchHit[] };

/**
 * Suggestions for what is being typed, from the search API, at most one request
 * in flight (a newer query cancels the older). The site index stays on the
 * server: a page loads nothing for search until a box is used.
 */
function useSuggestions(query: string, language: Language): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>({ query: "", hits: [] });
  useEffect(() => {
    const wanted = query.trim();
    if (wanted.length < MIN_LETTERS) {
      setSuggestions({ query: wanted, hits: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: wanted, lang: language, limit: String(SUGGESTIONS) });
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        const body = response.ok ? ((await response.json()) as { results?: SearchHit[] }) : {};
        setSuggestions({ query: wanted, hits: body.results ?? [] });
      } catch {
        // Cancelled by a newer query, or offline: the box still submits to the results page.
      }
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);
  return suggestions;
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * A search box (spec: placeholder 'Search...'): a form that opens the results
 * page (/search, or /ga/search on an Irish page) and works without JavaScript.
 * With JavaScript it is a combobox: suggestions appear as one types, the up and
 * down arrows choose one, Enter opens it (or the results page when none is
 * chosen), Escape closes the list and then clears the box; the number of
 * suggestions is announced.
 */
export function SearchBox({
  className,
  inputClassName,
  defaultValue = "",
  align = "start",
}: {
  className?: string;
  /** The box's height and text size; "h-9 text-sm" unless given. */
  inputClassName?: string;
  /** The query already searched for (the results page). */
  defaultValue?: string;
  /** Which edge of the box the suggestions line up with (the header's box is at the right of the page). */
  align?: "start" | "end";
}) {
  const { language, messages } = useLanguage();
  const t = messages.shell.search;
  const s = messages.search;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [query, setQuery] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(hydrated && open ? query : "", language);
  const current = suggestions.query === query.trim() && query.trim().length >= MIN_LETTERS;
  // The hits, then "See all results": the last option submits the form.
  const count = current ? suggestions.hits.length : 0;
  const options = count > 0 ? count + 1 : 0;
  const expanded = open && options > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const hit = suggestions.hits[index];
    close();
    if (hit) navigate(hit.address);
    else inputRef.current?.form?.requestSubmit();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        if (options === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((index) => (!expanded || index >= options - 1 ? 0 : index + 1));
        return;
      case "ArrowUp":
        if (!expanded) return;
        event.preventDefault();
        setActive((index) => (index < 0 ? options - 1 : index - 1));
        return;
      case "Enter":
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (inputRef.current?.value) {
          event.preventDefault();
          inputRef.current.value = "";
          setQuery("");
        }
        return;
    }
  };

  const combobox = hydrated
    ? {
        role: "combobox",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-autocomplete": "list" as const,
        "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    <Form method="get" action="/search" role="search" className={cx("relative", className)} onSubmit={close}>
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        {...combobox}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={cx(
          "w-full rounded-md border border-input bg-background pr-10 pl-3 text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus",
          inputClassName ?? "h-9 text-sm",
        )}
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
      >
        <SearchIcon />
        <span className="sr-only">{s.submit}</span>
      </button>
      {hydrated ? (
        <>
          <div
            id={listId}
            role="listbox"
            aria-label={s.suggestions.label}
            hidden={!expanded}
            className={cx(
              "absolute top-full z-50 mt-1 w-full min-w-72 overflow-hidden rounded-md border border-border bg-background py-1 text-left text-sm text-foreground shadow-lg",
              align === "end" ? "right-0" : "left-0",
            )}
          >
            {expanded
              ? [...suggestions.hits.map((hit) => hit.address), "all"].map((key, index) => {
                  const hit = suggestions.hits[index];
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
                    <div
                      key={key}
                      id={optionId(index)}
                      role="option"
                      // Focus stays in the box (aria-activedescendant); -1 keeps options out of the tab order.
                      tabIndex={-1}
                      aria-selected={index === active}
                      // Keeps the focus in the box, so choosing with the mouse does not close the list first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(index)}
                      className={cx(
                        "cursor-pointer px-3 py-2 hover:bg-accent",
                        index === active && "bg-accent outline-2 outline-focus -outline-offset-2",
                        !hit && "border-t border-border font-medium text-primary underline underline-offset-4",
                      )}
                    >
                      {hit ? (
                        <>
                          <span lang={hit.language} className="block font-medium">
                            {hit.title}
                          </span>
                          <span className="block text-xs text-muted-foreground">{s.kinds[hit.kind]}</span>
                        </>
                      ) : (
                        s.suggestions.all(query.trim())
                      )}
                    </div>
                  );
                })
              : null}
          </div>
          <p role="status" className="sr-only">
            {open && current ? s.suggestions.count(count) : ""}
          </p>
        </>
      ) : null}
    </Form>
  );
}

export default SearchBox;
