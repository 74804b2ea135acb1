package com.shop.common

object Settings {
  object Root {
    val checkpoints = "/Volumes/shop/ops/checkpoints"
  }
}
