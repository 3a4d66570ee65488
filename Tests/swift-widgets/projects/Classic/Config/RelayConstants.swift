// Outside the widget's folder: its file reference sits in the RelayWidget group but is relative to the project
// (sourceTree = SOURCE_ROOT, path = Config/RelayConstants.swift), so the group's folder must not be prefixed.
enum RelayConstants {
    static let totalLegs = 5
}
