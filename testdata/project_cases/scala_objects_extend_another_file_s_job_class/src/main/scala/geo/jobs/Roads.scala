package geo.jobs

import geo.base.LayerJob

object Roads extends LayerJob("roads")
