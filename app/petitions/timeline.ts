import { INVALIDATION_REASONS, type InvalidationReason } from "./receipt-code";

/**
 * What happened to a petition, and when: the timeline on its page and in its feed, oldest first. Each event
 * is read from the petition's own record (its dates) or its log (invalidations in bulk), never written twice.
 */
export type TimelineEvent =
  | { kind: "created" | "published" | "response" | "debate-outcome"; at: string }
  /** Its count reached the threshold of a response or of a debate (`signatures`, as configured when read). */
  | { kind: "threshold"; at: string; threshold: "response" | "debate"; signatures: number }
  /** Closed at its deadline, or earlier by the moderators. */
  | { kind: "closed"; at: string; onDeadline: boolean }
  /** Removed by the moderators, with the published reason's code or an operator's text. */
  | { kind: "removed"; at: string; reason: string | null }
  /** Signatures the moderators took out of the count in one act, with the reason the log publishes. */
  | { kind: "invalidated"; at: string; reason: InvalidationReason; count: number };

/** The dates of a petition's record and its log's invalidations, as the store reads them. */
export type TimelineFacts = {
  createdAt: string | null;
  publishedAt: string | null;
  responseThresholdAt: string | null;
  debateThresholdAt: string | null;
  responsePublishedAt: string | null;
  debateOutcomePublishedAt: string | null;
  closedAt: string | null;
  closesAt: string | null;
  removedAt: string | null;
  removedReason: string | null;
  thresholds: { response: number; debate: number };
  invalidations: Array<{ at: string; reason: string; count: number }>;
};

/** A petition published this long after it was written waited for a moderator (pre-moderation). */
const REVIEW_GAP_MS = 60_000;

/** Events at one moment keep the order in which they follow from one another. */
const ORDER: Record<TimelineEvent["kind"], number> = {
  created: 0,
  published: 1,
  threshold: 2,
  invalidated: 3,
  response: 4,
  "debate-outcome": 5,
  closed: 6,
  removed: 7,
};

const isReason = (value: string): value is InvalidationReason =>
  (INVALIDATION_REASONS as readonly string[]).includes(value);

/** The petition's timeline, oldest first. */
export function timelineOf(facts: TimelineFacts): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const { createdAt, publishedAt } = facts;
  if (createdAt) events.push({ kind: "created", at: createdAt });
  if (publishedAt && createdAt && Date.parse(publishedAt) - Date.parse(createdAt) > REVIEW_GAP_MS) {
    events.push({ kind: "published", at: publishedAt });
  }
  if (facts.responseThresholdAt) {
    events.push({
      kind: "threshold",
      at: facts.responseThresholdAt,
      threshold: "response",
      signatures: facts.thresholds.response,
    });
  }
  if (facts.debateThresholdAt) {
    events.push({
      kind: "threshold",
      at: facts.debateThresholdAt,
      threshold: "debate",
      signatures: facts.thresholds.debate,
    });
  }
  for (const { at, reason, count } of facts.invalidations) {
    if (isReason(reason) && count > 0) events.push({ kind: "invalidated", at, reason, count });
  }
  if (facts.responsePublishedAt) events.push({ kind: "response", at: facts.responsePublishedAt });
  if (facts.debateOutcomePublishedAt) events.push({ kind: "debate-outcome", at: facts.debateOutcomePublishedAt });
  if (facts.closedAt) {
    const onDeadline = facts.closesAt !== null && Date.parse(facts.closedAt) === Date.parse(facts.closesAt);
    events.push({ kind: "closed", at: facts.closedAt, onDeadline });
  }
  if (facts.removedAt) events.push({ kind: "removed", at: facts.removedAt, reason: facts.removedReason });
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || ORDER[a.kind] - ORDER[b.kind]);
}
