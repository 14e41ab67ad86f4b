import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, letting later Tailwind utilities override earlier ones (see ./cx for the lighter join). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
