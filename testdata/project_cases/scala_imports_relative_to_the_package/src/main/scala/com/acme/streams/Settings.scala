package com.acme.streams

object Settings {
  val ClicksCheckpoint = "/mnt/chk/clicks"
  val ViewsCheckpoint = "/mnt/chk/clicks"
}
