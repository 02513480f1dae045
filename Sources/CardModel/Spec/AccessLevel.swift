/// The access level of the generated declarations: `--access` on `generate`, or `access:` in
/// `.cardc.yml` (the flag wins), `public` when neither says. The generated imports take the same
/// level, so the files compile with `InternalImportsByDefault` as without it.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `package`
    case `internal`

    public static let `default` = AccessLevel.public

    /// One line for `--help` and the docs.
    public static var help: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
