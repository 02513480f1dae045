/// Facts about the tool itself.
public enum CardC {
    public static let version = "0.1.0"
    /// The commit a release binary was built from. Scripts/release.sh writes it into its own
    /// copy of this exact line before building (the one way it gets in: cardc never reads git
    /// when it runs); every other build leaves nil.
    public static let commit: String? = nil
    /// What `cardc --version` prints: `0.1.0 (commit 1a2b3c4d5e6f)` for a release,
    /// `0.1.0 (development build)` otherwise.
    public static var versionLine: String {
        commit.map { "\(version) (commit \($0))" } ?? "\(version) (development build)"
    }
}
