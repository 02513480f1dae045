// Shared by the build-tool plugin (a symbolic link there to this file) and the library target
// CardPluginPaths (Package.swift), which PluginTests imports: a plugin can depend on no library,
// so what must be exactly right here (names that never collide, the configurations cardc
// reads) is compiled into both.
import Foundation

/// Where the build-tool plugin writes a spec's Swift, and which files that Swift depends on.
enum SpecBuildPaths {
    /// The generated file's name for a spec at `relative` (its path in its target): `_`
    /// written `_u`, `/` written `__`, then `.swift` (`Cards/glide.card.yaml` ->
    /// `Cards__glide.card.yaml.swift`). Every `_` of the name starts one of the two escapes,
    /// so the name spells out the path and two paths never share a name (`x_/a` gives
    /// `x_u__a`, `x/_a` gives `x___ua`): SwiftPM refuses two commands with one output, and
    /// swiftc two files of one base name in a module.
    static func outputName(forRelativePath relative: String) -> String {
        var name = ""
        name.reserveCapacity(relative.utf8.count + 6)
        for character in relative.unicodeScalars {
            switch character {
            case "_": name += "_u"
            case "/": name += "__"
            default: name.unicodeScalars.append(character)
            }
        }
        return name + ".swift"
    }

    /// What cardc's configuration lookup for one spec reads, as build inputs.
    struct ConfigurationLookup: Sendable, Equatable {
        /// Every `.cardc.yml` and `.cardc.yaml` that exists there, nearest first.
        var configurations: [String]
        /// Every folder the lookup looks in, nearest first.
        var folders: [String]
    }

    /// Where cardc looks for the configuration of the spec at `spec` (an absolute path): its
    /// folder and each folder above, by the rule `ConfigurationResolver` follows, so that
    /// editing any configuration there, up to the repository's root above a package in a
    /// monorepo, regenerates the specs below it. The search skips a folder anyone may write to
    /// and ends there; it ends after the first folder holding `.git`, or after the home folder.
    ///
    /// The folders are inputs too: SwiftPM asks the plugin for its commands only when it plans
    /// the build again (the package's manifest or a target's folder changed), not on every
    /// build, so a configuration created later in a folder of the lookup (nearer than the one
    /// in use) is in no command's inputs. Creating, removing or renaming a file in a folder
    /// changes the folder's modification time, which reruns the command.
    static func configurationLookup(forSpecAt spec: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> ConfigurationLookup {
        let files = FileManager.default
        let homeFolder = home.flatMap { $0.hasPrefix("/") ? URL(filePath: $0).standardizedFileURL.path : nil }
        var lookup = ConfigurationLookup(configurations: [], folders: [])
        var folder = URL(filePath: spec).deletingLastPathComponent().standardizedFileURL.path
        while true {
            // `/.`: the folder's own permissions when it is a link, as cardc's `stat` sees them.
            if let attributes = try? files.attributesOfItem(atPath: (folder == "/" ? "" : folder) + "/."),
               let permissions = attributes[.posixPermissions] as? Int, permissions & 0o002 != 0 { break }
            lookup.folders.append(folder)
            for name in [".cardc.yml", ".cardc.yaml"] {
                let candidate = (folder == "/" ? "" : folder) + "/" + name
                if files.fileExists(atPath: candidate) { lookup.configurations.append(candidate) }
            }
            let git = (folder == "/" ? "" : folder) + "/.git"
            if folder == homeFolder || (try? files.attributesOfItem(atPath: git)) != nil || folder == "/" { break }
            folder = URL(filePath: folder).deletingLastPathComponent().standardizedFileURL.path
        }
        return lookup
    }
}
