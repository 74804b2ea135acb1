package geo.jobs

import geo.base.LayerJob

// The same layer at another zoom: its own checkpoint.
object WaterDetail extends LayerJob("water", 16)
