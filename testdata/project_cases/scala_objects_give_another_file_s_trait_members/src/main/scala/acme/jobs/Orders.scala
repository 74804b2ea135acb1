package acme.jobs

import acme.common.BronzeToSilver

object Orders extends BronzeToSilver {
  val name = "orders"
  val source = "bronze.orders"
}
