// Only the conversion the adapter uses is declared (UIView's `convert(_:from:)`, in UIView.swift).
// https://developer.apple.com/documentation/uikit/uicoordinatespace
@available(iOS 8.0, macCatalyst 13.1, *)
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {}
