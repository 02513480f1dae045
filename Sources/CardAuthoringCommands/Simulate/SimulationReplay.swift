/// What `cardc simulate` replays: one synthesized gesture, or a recorded trace.
package enum SimulationReplay: Sendable {
    /// Points and points per second in the command's convention: up positive for one axis,
    /// right and up positive for two.
    case drag(distance: [Double], velocity: [Double])
    case tap
    case trace(SimulationTrace)
}
