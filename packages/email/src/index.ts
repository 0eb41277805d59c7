// @stepup/email: the templates of every message the product sends (verification, reset, gift
// delivery, receipts, …). They arrive with the accounts issue, together with the mailer that sends
// them through SMTP or the outbox table (`mail_outbox` in packages/db).
export {};
