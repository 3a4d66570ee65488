/// A point of a glyph outline, in font pixels (multiply by units per pixel for font units).
struct OutlinePoint: Hashable, Comparable {
    var x: Int
    var y: Int

    static func < (a: OutlinePoint, b: OutlinePoint) -> Bool { (a.y, a.x) < (b.y, b.x) }
}

/// Traces the union of a bitmap's lit pixels into closed polygons with corners only.
///
/// Every lit pixel contributes its four edges, clockwise in y-up coordinates (TrueType's
/// direction for filled areas); an edge shared by two lit pixels appears in both directions
/// and cancels. The remaining edges link into loops: outer boundaries come out clockwise and
/// holes counter-clockwise, so the nonzero rule fills exactly the lit pixels, with no
/// overlapping or abutting contours to leave seams under antialiasing.
enum OutlineTracer {
    /// The contours of `pixels`, deterministic: loops start at their lowest, leftmost corner
    /// and are ordered by that corner.
    ///
    /// - Complexity: O(p log p) for p lit pixels.
    static func contours(of pixels: Set<Pixel>) -> [[OutlinePoint]] {
        // Directed unit edges, keyed by their start point.
        var edges: [OutlinePoint: [OutlinePoint]] = [:]
        var edgeSet = Set<[Int]>()
        func add(_ a: OutlinePoint, _ b: OutlinePoint) {
            if edgeSet.remove([b.x, b.y, a.x, a.y]) != nil { return }
            edgeSet.insert([a.x, a.y, b.x, b.y])
        }
        for pixel in pixels.sorted() {
            let x = pixel.x, y = pixel.y
            add(OutlinePoint(x: x, y: y), OutlinePoint(x: x, y: y + 1))          // left, up
            add(OutlinePoint(x: x, y: y + 1), OutlinePoint(x: x + 1, y: y + 1))  // top, right
            add(OutlinePoint(x: x + 1, y: y + 1), OutlinePoint(x: x + 1, y: y))  // right, down
            add(OutlinePoint(x: x + 1, y: y), OutlinePoint(x: x, y: y))          // bottom, left
        }
        // Sorted so the choice at shared corners never depends on hashing order.
        for edge in edgeSet.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            edges[OutlinePoint(x: edge[0], y: edge[1]), default: []].append(OutlinePoint(x: edge[2], y: edge[3]))
        }
        var loops: [[OutlinePoint]] = []
        while let start = edges.keys.min() {
            var loop: [OutlinePoint] = [start]
            var previous = start
            var current = take(from: start, arrivingFrom: nil, edges: &edges)
            while current != start {
                loop.append(current)
                let next = take(from: current, arrivingFrom: previous, edges: &edges)
                previous = current
                current = next
            }
            loops.append(corners(of: loop))
        }
        return loops
    }

    /// Removes and returns the end of an edge leaving `point`. Where two loops touch at a
    /// corner (two edges leave it), the sharpest right turn is taken, which keeps each
    /// pixel-connected region's boundary separate from its diagonal neighbour.
    private static func take(from point: OutlinePoint, arrivingFrom previous: OutlinePoint?,
                             edges: inout [OutlinePoint: [OutlinePoint]]) -> OutlinePoint {
        guard var candidates = edges[point], !candidates.isEmpty else {
            preconditionFailure("outline edges always form closed loops")
        }
        var chosen = 0
        if candidates.count > 1, let previous {
            let incoming = (point.x - previous.x, point.y - previous.y)
            // Right turn in y-up coordinates: cross product < 0.
            chosen = candidates.firstIndex { next in
                let outgoing = (next.x - point.x, next.y - point.y)
                return incoming.0 * outgoing.1 - incoming.1 * outgoing.0 < 0
            } ?? 0
        }
        let next = candidates.remove(at: chosen)
        edges[point] = candidates.isEmpty ? nil : candidates
        return next
    }

    /// Drops points in the middle of straight runs.
    private static func corners(of loop: [OutlinePoint]) -> [OutlinePoint] {
        let count = loop.count
        return loop.indices.filter { index in
            let before = loop[(index + count - 1) % count], here = loop[index], after = loop[(index + 1) % count]
            let a = (here.x - before.x, here.y - before.y), b = (after.x - here.x, after.y - here.y)
            return a.0 * b.1 - a.1 * b.0 != 0
        }.map { loop[$0] }
    }
}
