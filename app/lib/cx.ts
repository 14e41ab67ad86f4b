import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names without resolving Tailwind conflicts (./cn does): for components whose
 * classes never collide, which are then drawn without tailwind-merge (7.5 KiB gzip). The header,
 * the footer and the other islands of static pages use it, so static pages load no class merging.
 * A module of its own, so that importing it never brings tailwind-merge's chunk along.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
