package acme.jobs

import acme.common.OrdersStream

object OrdersJob extends OrdersStream
