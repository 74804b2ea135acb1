package acme.jobs

import acme.common.BronzeToSilver

// Also named "orders", but its checkpoints live under a root of its own: the trait's main reads the
// overridden root, so this job does not share Orders' checkpoint.
object OrdersArchive extends BronzeToSilver {
  val name = "orders"
  val source = "bronze.orders"
  override def target = "archive.orders"
  override def root = "/Volumes/archive/ops/checkpoints"
}
