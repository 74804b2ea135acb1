package geo.jobs

import geo.base.LayerJob

// A member of the object's own does not replace what the constructor was given: main reads "coast".
object Coast extends LayerJob("coast") {
  val layer = "roads"
}
