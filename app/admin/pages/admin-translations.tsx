import { staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleSection, ConsoleTable } from "~/admin/parts";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import type { Route } from "./+types/admin-translations";

export const meta = consoleMeta;

/** How many petitions the queue lists at once. */
const SHOWN = 100;

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const { petitions, total } = await admin.translations.queue(SHOWN);
  return {
    user: { email: staff.email, role: staff.role },
    total,
    petitions: petitions.map((petition) => ({
      id: petition.id,
      title: petition.title,
      language: petition.language,
      signatureCount: petition.signatureCount,
      createdAt: petition.createdAt.toISOString(),
      awaitingReview: petition.awaitingReview,
    })),
  };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { petitions, total } = loaderData;
  return (
    <ConsoleFrame title="Translation queue" user={loaderData.user}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        Every petition is published in English and in Irish. These petitions are in one language only: each is public
        and takes signatures already, and its page in the other language shows the original until it is translated.
        Oldest first, then the most signed. Open one to write its title and description in the other language.
      </p>
      <ConsoleSection id="waiting" title={`Waiting for a translation (${total})`} className="mt-8">
        {petitions.length ? (
          <ConsoleTable
            caption="Petitions waiting for a translation"
            columns={["Petition", "Written in", "Translate into", "Created", "Signatures", "State"]}
          >
            {petitions.map((petition) => (
              <tr key={petition.id} className="border-b border-border align-top">
                <td className="py-2 pr-4">
                  <a href={`/admin/petitions/${petition.id}/translation`} className={consoleLinkClass}>
                    {`${petition.id}: `}
                    <span lang={petition.language}>{petition.title}</span>
                  </a>
                </td>
                <td className="py-2 pr-4">{LANGUAGE_NAMES[petition.language]}</td>
                <td className="py-2 pr-4">{LANGUAGE_NAMES[petition.language === "en" ? "ga" : "en"]}</td>
                <td className="py-2 pr-4">{formatWhen(petition.createdAt)}</td>
                <td className="py-2 pr-4">{petition.signatureCount.toLocaleString("en-IE")}</td>
                <td className="py-2">{petition.awaitingReview ? "Waiting for review" : "Public"}</td>
              </tr>
            ))}
          </ConsoleTable>
        ) : (
          <p className="mt-2">Every petition is in both languages.</p>
        )}
        {total > petitions.length ? (
          <p className="mt-2 text-muted-foreground">{`The ${SHOWN} oldest are shown; translate them to see the rest.`}</p>
        ) : null}
      </ConsoleSection>
    </ConsoleFrame>
  );
}
