// In the widget's group but in no target's build phase: Xcode never compiles it, and neither may lockshot.
let broken: Int = "not an int"
