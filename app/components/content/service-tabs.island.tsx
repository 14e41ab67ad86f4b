import { useEffect, useState } from "react";
import { Tabs } from "~/components/ui/tabs";
import type { Service } from "~/content/types";
import { useT } from "~/i18n/language";
import { usePageLocation, useReplaceAddress } from "~/i18n/localized";
import { englishAddress } from "~/pages/addresses";
import { ServiceList } from "./service-list";
import { LinkText, TextLink } from "./text-link";

export type ServiceTab = {
  id: string;
  title: string;
  services: readonly Service[];
  /** The tab's address: a path of its own (/services/business) or the page's with a fragment (/services#housing). */
  address: string;
};

/** The tab an address names: by its own path, else by the fragment; else the first. */
function tabOfLocation(tabs: readonly ServiceTab[], pathname: string, hash: string): string | undefined {
  const path = englishAddress(pathname);
  const byPath = tabs.find((tab) => tab.address === path);
  const byHash = tabs.find((tab) => tab.id === hash.slice(1));
  return (byPath ?? byHash ?? tabs[0])?.id;
}

/**
 * The services page's categories as tabs, each with its services and a link to the category's
 * page. The address follows the chosen tab, so it can be shared or bookmarked; on a static page
 * this is an island (app/islands).
 */
export function ServiceTabs({ tabs, landing }: { tabs: readonly ServiceTab[]; landing?: string }) {
  const s = useT().services;
  const { pathname, hash } = usePageLocation();
  const selected = tabOfLocation(tabs, pathname, hash);
  const replaceAddress = useReplaceAddress();
  // Held here too, so a tab switches at once while the address follows.
  const [tab, setTab] = useState(selected);
  useEffect(() => setTab(selected), [selected]);

  const chooseTab = (id: string) => {
    const chosen = tabs.find((candidate) => candidate.id === id);
    if (!chosen) return;
    setTab(id);
    replaceAddress(chosen.address);
  };

  return (
    <Tabs
      className="mt-6"
      label={s.categoriesLabel}
      value={tab}
      onValueChange={chooseTab}
      landing={landing}
      items={tabs.map((category) => ({
        value: category.id,
        label: category.title,
        content: (
          <div>
            <ServiceList services={category.services} headingLevel={4} className="mt-0" />
            <p className="mt-4">
              <TextLink to={`/services/${category.id}`}>
                <LinkText text={s.viewAll} context={category.title} />
              </TextLink>
            </p>
          </div>
        ),
      }))}
    />
  );
}

export default ServiceTabs;
