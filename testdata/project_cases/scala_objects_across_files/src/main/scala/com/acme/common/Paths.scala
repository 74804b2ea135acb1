package com.acme.common

object Paths {
  /** One checkpoint folder per stream; the stream name must be unique across jobs. */
  def checkpointDir(stream: String): String = s"${Config.CheckpointRoot}/${Config.Environment}/$stream"
}
