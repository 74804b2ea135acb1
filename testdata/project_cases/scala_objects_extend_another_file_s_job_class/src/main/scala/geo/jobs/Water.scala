package geo.jobs

import geo.base.LayerJob

object Water extends LayerJob("water")
