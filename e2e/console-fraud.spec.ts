import { expect, test } from "./fixtures";
import { consoleServer, expectNoAxeViolations, waitForHydration } from "./support";

/**
 * Issue 35: the hourly look flags a network that gave one petition more signatures in an hour than
 * FRAUD_NETWORK_HOURLY allows; the queue lists it, and a moderator invalidates its signatures after a
 * preview, with a published reason that the petition's page then gives in both languages. Issue 52: the
 * preview fixes its window (the flagged hour, or the last hours before it) and its count; a click after the
 * count changed is refused and changes nothing.
 */
const own = consoleServer("fraud@example.ie", { testHooks: true, env: { FRAUD_NETWORK_HOURLY: "3" } });

test("a flagged source is listed, previewed and invalidated with a published reason", async ({ page }) => {
  // Signatures made, a flag found, its pages checked with axe, on a shared two-core machine.
  test.setTimeout(180_000);
  const created = await page.request.post(`${own.url}/api/petitions`, {
    data: { title: "A petition with heavy signers", description: "Words for the moderators." },
  });
  const { id } = (await created.json()).petition as { id: number };
  // Four signers from one address (this machine's): one over the threshold of three.
  for (let signer = 0; signer < 4; signer++) {
    const signed = await fetch(`${own.url}/api/petitions/${id}/signatures`, { method: "POST" });
    expect(signed.status).toBe(201);
  }
  // The hour ends: the hourly look flags the source.
  await own.advanceClock(3_600_000);

  await own.signIn(page);
  await expect
    .poll(async () => {
      await page.goto(`${own.url}/admin/queue`);
      return page.getByRole("heading", { name: /^Flagged sources/ }).textContent();
    })
    .toBe("Flagged sources (1)");
  const flagged = page.getByRole("table", { name: "Flagged sources" });
  await expect(flagged.getByRole("row")).toHaveCount(2);
  await expect(flagged.getByRole("cell", { name: "4", exact: true })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "queue with a flagged source");

  await flagged.getByRole("link", { name: `${id}: A petition with heavy signers` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/petitions/${id}#flagged-heading$`));
  const section = page.getByRole("region", { name: "Flagged sources, last 7 days" });
  await expect(section.getByText("4 signatures in the hour from")).toBeVisible();
  // The flagged hour is the window offered first.
  const window = section.getByRole("combobox", { name: "Window", exact: true });
  await expect(window).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  await expect(window.getByRole("option").first()).toHaveText(/^The flagged hour from /);
  await section.getByLabel("Published reason").selectOption("automated");
  await section.getByRole("button", { name: "Preview invalidation" }).click();

  // The preview changes nothing and says what would go, from when to when.
  const preview = page.getByRole("status").filter({ hasText: "Invalidate 4 signatures?" });
  await expect(preview).toContainText("(the flagged hour) still count.");
  await expect(preview).toContainText(/ from \d{1,2} \w{3} \d{4}, \d{2}:00:00 to \d{1,2} \w{3} \d{4}, \d{2}:00:00 /);
  await expect(preview).toContainText('with the published reason "Automated: signed by a program"');
  expect((await (await fetch(`${own.url}/api/petitions/${id}`)).json()).petition.signatureCount).toBe(4);
  await waitForHydration(page);
  await expectNoAxeViolations(page, "invalidation preview");

  // The last 24 hours instead: the window ends at the preview, which the server's clock (an hour ahead
  // of the signatures) puts after the next signature too.
  await section
    .getByRole("combobox", { name: "Window", exact: true })
    .selectOption({ label: "The last hours, as many as given" });
  await section.getByRole("spinbutton", { name: "Last hours" }).fill("24");
  await section.getByLabel("Published reason").selectOption("automated");
  await section.getByRole("button", { name: "Preview invalidation" }).click();
  const last = page.getByRole("status").filter({ hasText: "Invalidate 4 signatures?" });
  await expect(last).toContainText("(the last 24 hours before this preview) still count.");
  // One more signature from the same network arrives within that window before the moderator confirms:
  // the count is no longer the preview's, so nothing is invalidated.
  expect((await fetch(`${own.url}/api/petitions/${id}/signatures`, { method: "POST" })).status).toBe(201);
  await last.getByRole("button", { name: "Invalidate 4 signatures" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Nothing was invalidated: the window now holds 5 signatures from this source, not the 4 the preview showed.",
  );
  expect((await (await fetch(`${own.url}/api/petitions/${id}`)).json()).petition.signatureCount).toBe(5);

  // Previewed again, the five go.
  await section
    .getByRole("combobox", { name: "Window", exact: true })
    .selectOption({ label: "The last hours, as many as given" });
  await section.getByLabel("Published reason").selectOption("automated");
  await section.getByRole("button", { name: "Preview invalidation" }).click();
  await page
    .getByRole("status")
    .filter({ hasText: "Invalidate 5 signatures?" })
    .getByRole("button", { name: "Invalidate 5 signatures" })
    .click();
  await expect(page.getByText("Invalidated 5 signatures: the petition's count went down by the same")).toBeVisible();

  // The public page says how many and why, in each language; the log published it.
  await expect
    .poll(async () => (await (await fetch(`${own.url}/api/petitions/${id}`)).json()).petition)
    .toMatchObject({ signatureCount: 0, invalidated: [{ reason: "automated", count: 5 }] });
  await page.goto(`${own.url}/petitions/${id}`);
  await expect(page.getByTestId("invalidated")).toContainText(
    "The moderators took 5 signatures out of the count, for the reasons the petition's log publishes:",
  );
  await expect(page.getByTestId("invalidated")).toContainText("given by an automated program: 5");
  await page.goto(`${own.url}/ga/petitions/${id}`);
  await expect(page.getByTestId("invalidated")).toContainText("tugtha ag ríomhchlár uathoibríoch: 5");
  const log = await (await fetch(`${own.url}/api/petitions/${id}/log`)).json();
  expect(log.entries.filter((entry: string) => entry.endsWith(" automated"))).toHaveLength(5);

  // Issue 36: the invalidation is on the petition's timeline; 180 days after publication the petition closes
  // on its own, and its page says so in both languages, axe clean at both widths.
  await own.advanceClock(181 * 86_400_000);
  await expect
    .poll(async () => (await (await fetch(`${own.url}/api/petitions/${id}`)).json()).petition.closed)
    .toBe(true);
  await page.goto(`${own.url}/petitions/${id}`);
  const timeline = page.getByRole("region", { name: "What has happened" });
  await expect(timeline.getByRole("listitem")).toHaveText([
    /Petition created/,
    /The moderators took 5 signatures out of the count: given by an automated program/,
    /Closed: its time for signatures ended/,
  ]);
  await expect(page.getByTestId("deadline")).toContainText("Closed on");
  await expect(page.getByText("This petition is closed: it no longer takes signatures.")).toBeVisible();
  await expectNoAxeViolations(page, "a closed petition");
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`${own.url}/ga/petitions/${id}`);
  await expect(page.getByTestId("deadline")).toContainText("Dúnadh í ar an");
  await expectNoAxeViolations(page, "a closed petition in Irish, mobile");
});
