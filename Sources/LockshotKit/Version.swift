/// lockshot's version, recorded in golden manifests.
public enum LockshotVersion {
    public static let string = "0.1.0"
}
