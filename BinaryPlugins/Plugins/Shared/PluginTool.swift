// This package's own: the executable the plugins run, by the name `context.tool(named:)`
// finds it under (the `cardc` artifact of the prebuilt artifact bundle). The plugins' other
// files are links to the source package's (Plugins/), so the two packages' plugins are the same.
enum PluginTool {
    static let name = "cardc"
}
