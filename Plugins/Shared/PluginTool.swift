// This package's own: the executable the plugins run, by the name `context.tool(named:)`
// finds it under: the slim `cardc-plugin-tool` (lint and generate only, Package.swift), which
// links no preview, fixer or language server. BinaryPlugins/ keeps its own file of this name
// (the artifact bundle's `cardc`); the plugins' other files are shared.
enum PluginTool {
    static let name = "cardc-plugin-tool"
}
