package acme.jobs

import acme.common.BronzeToSilver

// Copied from Orders; the name was never changed.
object OrderLines extends BronzeToSilver {
  def name = "orders"
  val source = "bronze.order_lines"
}
