// App code the widget never names: it does not compile here, and it is never compiled for the widget.
import MapKit

let region: MKCoordinateRegion = "not a region"
