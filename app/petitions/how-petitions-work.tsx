import { useT } from "~/i18n/language";

/** The 'How Petitions Work' box. The review threshold is not shown (spec). */
export function HowPetitionsWork() {
  const t = useT().petitions.how;
  return (
    <section
      aria-labelledby="how-petitions-work"
      className="mt-12 rounded-lg bg-secondary p-6 text-secondary-foreground"
    >
      <h2 id="how-petitions-work" className="text-xl font-bold">
        {t.title}
      </h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {t.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
