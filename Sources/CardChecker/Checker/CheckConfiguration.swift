import CardEngine
import CardModel

/// What a `.cardc.yml` says: rules to turn off, severities to change, and the device profiles
/// for specs that name none.
public struct CheckConfiguration: Sendable {
    /// The keys of `.cardc.yml`, from the format description.
    package static let keys = CardFormat.configurationKeys.map(\.name)

    public var disabledRules: Set<RuleID> = []
    public var severities: [RuleID: Severity] = [:]
    public var defaultDevices: [DeviceProfile] = DeviceProfile.defaults
    public var defaultOrientations: [DeviceOrientation] = CardFormat.defaultOrientations
    /// The access of generated declarations (`access:`); nil: not said here.
    public var access: AccessLevel?
    /// The file it was read from, if any.
    public var path: String?

    public init() {}

    /// The names a configuration file may have; one folder may hold only one of them.
    public static let fileNames = [".cardc.yml", ".cardc.yaml"]
}
