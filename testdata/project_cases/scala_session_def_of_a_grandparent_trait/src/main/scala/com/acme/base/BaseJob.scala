package com.acme.base

abstract class BaseJob extends SessionHelper {
  val brokers = "broker:9092"
}
