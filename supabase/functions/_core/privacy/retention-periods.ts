// How long each kind of data is kept, and the privacy notice's version: what the privacy notice
// and the record pages tell parents, and what the database's purges enforce (their SQL states the
// same periods; a stack test holds the two together). docs/privacy.md explains each one.

/** The version of /chinh-sach-rieng-tu a parent agrees to; stored with each record. */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";

/** An unpaid preview (never sent to payment) is deleted this many days after it was made. Fixed by the product. */
export const UNPAID_RETENTION_DAYS = 7;
/** A payment page opened but never paid: the record goes this many days after payment was requested. */
export const ABANDONED_PAYMENT_RETENTION_DAYS = 30;
/** A paid report is deleted this many months after payment. */
export const PAID_RETENTION_MONTHS = 24;
/** Raw bank deliveries are deleted this many days after they arrive (the parsed transaction stays). */
export const RAW_DELIVERY_RETENTION_DAYS = 90;
/** The hosting provider's backups may hold deleted data this many more days. */
export const BACKUP_WINDOW_DAYS = 7;

/** The day an unpaid preview made at `createdAt` is deleted. */
export function unpaidPreviewDeletedAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + UNPAID_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** The day a record whose payment was requested at `requestedAt`, and never paid, is deleted. */
export function abandonedPaymentDeletedAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ABANDONED_PAYMENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** The day a report paid at `paidAt` is deleted (the same day of the month, PAID_RETENTION_MONTHS later). */
export function paidReportDeletedAt(paidAt: Date): Date {
  const deleted = new Date(paidAt.getTime());
  deleted.setUTCMonth(deleted.getUTCMonth() + PAID_RETENTION_MONTHS);
  return deleted;
}
