/// 4.2 km per percent of battery: what the package's other files share, not its users.
package func estimatedRange(percent: Int) -> Int {
    Int((Double(max(0, min(100, percent))) * 4.2).rounded())
}
