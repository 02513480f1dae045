/// Facts about the tool itself.
public enum CardC {
    public static let version = "0.1.0"
}
