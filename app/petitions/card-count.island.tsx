import { useEffect } from "react";
import { countOf, useBoard, watchPetition } from "./board-store";

/**
 * A card's signature count on the petitions list, which follows the live stream and the visitor's
 * own signature (./board-store.ts). The rest of the card is the server's HTML.
 */
export default function CardCount({ id, count }: { id: number; count: number }) {
  const shown = useBoard((board) => countOf(board, id, count));
  useEffect(() => watchPetition(id), [id]);
  return shown;
}
