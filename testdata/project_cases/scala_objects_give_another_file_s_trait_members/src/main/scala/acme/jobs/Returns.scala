package acme.jobs

import acme.common.BronzeToSilver

object Returns extends BronzeToSilver {
  val name = "returns"
  val source = "bronze.returns"
  // A member the trait does not declare is not given to its main.
  val args = "ignored"
}
