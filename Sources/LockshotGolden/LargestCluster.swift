/// Finds the largest 8-connected cluster of changed pixels.
enum LargestCluster {
    /// - Parameter changed: one byte per pixel, non-zero where a pixel changed.
    /// - Returns: the cluster's bounding box and pixel count; ties go to the first cluster in
    ///   reading order. nil when nothing changed.
    /// - Complexity: O(width × height), one explicit stack (no recursion).
    static func find(in changed: [UInt8], width: Int, height: Int) -> (bounds: PixelRect, pixels: Int)? {
        var visited = changed  // 1 = changed and not yet visited; set to 0 when visited
        var stack: [Int] = []
        var best: (bounds: PixelRect, pixels: Int)?
        for start in 0..<(width * height) where visited[start] != 0 {
            visited[start] = 0
            stack.append(start)
            var count = 0
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            while let index = stack.popLast() {
                count += 1
                let x = index % width, y = index / width
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
                for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                    for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                        let neighbour = ny * width + nx
                        if visited[neighbour] != 0 {
                            visited[neighbour] = 0
                            stack.append(neighbour)
                        }
                    }
                }
            }
            if count > (best?.pixels ?? 0) {
                best = (PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), count)
            }
        }
        return best
    }
}

extension LargestCluster {
    /// The same search from the changed pixels' indices (y × width + x) in reading order, over a
    /// bitmap (one bit per pixel): a few thousand changed pixels cost a few thousand steps, not a
    /// pass over every pixel and a byte map of the whole image.
    static func find(changed: [Int], width: Int, height: Int) -> (bounds: PixelRect, pixels: Int)? {
        guard !changed.isEmpty, width > 0, height > 0 else { return nil }
        var bits = [UInt64](repeating: 0, count: (width * height + 63) / 64)  // 1 = changed, not yet visited
        for index in changed { bits[index >> 6] |= 1 << UInt64(index & 63) }
        // Each pixel is pushed at most once: the stack never holds more than `changed.count`.
        var stack = [Int](repeating: 0, count: changed.count)
        var best: (bounds: PixelRect, pixels: Int)?
        bits.withUnsafeMutableBufferPointer { bitsBuffer in
            stack.withUnsafeMutableBufferPointer { stackBuffer in
                guard let bits = bitsBuffer.baseAddress, let stack = stackBuffer.baseAddress else { return }
                @inline(__always) func take(_ i: Int) -> Bool {
                    let mask: UInt64 = 1 &<< UInt64(truncatingIfNeeded: i & 63)
                    guard bits[i &>> 6] & mask != 0 else { return false }
                    bits[i &>> 6] &= ~mask
                    return true
                }
                for start in changed where take(start) {
                    stack[0] = start
                    var top = 1, count = 0
                    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
                    while top > 0 {
                        top &-= 1
                        let index = stack[top]
                        count &+= 1
                        let y = index / width, x = index &- y &* width
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                        let x0 = max(x &- 1, 0), x1 = min(x &+ 1, width &- 1)
                        for ny in max(y &- 1, 0)...min(y &+ 1, height &- 1) {
                            var neighbour = ny &* width &+ x0
                            for _ in x0...x1 {
                                if take(neighbour) {
                                    stack[top] = neighbour
                                    top &+= 1
                                }
                                neighbour &+= 1
                            }
                        }
                    }
                    if count > (best?.pixels ?? 0) {
                        best = (PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), count)
                    }
                }
            }
        }
        return best
    }
}
