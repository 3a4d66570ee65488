// Referenced from the project's root (sourceTree = SOURCE_ROOT), outside the widget's group.
enum RelayConstants {
    static let carrier = "Relay Express"
}
