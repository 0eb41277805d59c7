const labels: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  live: 'Live',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  ended: 'Ended',
};

/** A company's or campaign's status as a small coloured label (text, never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`review-badge review-badge--${status}`}>{labels[status] ?? status}</span>;
}

/** A flag of a campaign (Featured, Top pick, Frozen) shown beside its status. */
export function FlagBadge({ children }: { children: string }) {
  return <span className="review-badge review-badge--flag">{children}</span>;
}
