import { DocumentTitle } from "~/components/document-title";
import { Notice } from "~/components/ui/notice";

/**
 * The head of a page that says what became of a link's request (confirming a signature, ending its updates):
 * the title, the petition's title in its own language, and the outcome, announced when it has just happened.
 */
export function OutcomeHead({
  title,
  body,
  petition,
  justNow,
  testId,
}: {
  title: string;
  body: string;
  petition: { title: string; language: string } | null | undefined;
  justNow: boolean | undefined;
  testId: string;
}) {
  return (
    <>
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {petition ? (
        <p className="mt-4 text-lg font-semibold wrap-anywhere" lang={petition.language}>
          {petition.title}
        </p>
      ) : null}
      {justNow ? (
        <Notice variant="success" role="status" className="mt-4" data-testid={testId}>
          <p>{body}</p>
        </Notice>
      ) : (
        <p className="mt-4 max-w-prose" data-testid={testId}>
          {body}
        </p>
      )}
    </>
  );
}
