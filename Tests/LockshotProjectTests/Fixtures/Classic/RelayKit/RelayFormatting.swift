// A framework target of the project that the widget depends on and imports.
public enum RelayFormatting {
    public static func title(_ vessel: String) -> String { vessel.uppercased() }
}
