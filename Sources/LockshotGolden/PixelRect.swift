/// A rectangle in device pixels: `x`, `y` of the top-left corner, then its size.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle in device pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x,y wxh` — how failure messages print a box.
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }

    /// This rectangle clipped to an image of `width × height`; nil when nothing is left.
    func clipped(width imageWidth: Int, height imageHeight: Int) -> PixelRect? {
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x + width, imageWidth), y1 = min(y + height, imageHeight)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A size in device pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// A size in device pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)×\(height)" }
}

/// A region of an image compared differently: ignored, or with a tolerance of its own.
public struct PixelMask: Sendable, Hashable, Codable {
    /// The region, in device pixels.
    public var rect: PixelRect
    /// nil: the region is ignored. Otherwise its pixels are judged by this tolerance, and the
    /// count of its differing pixels against the region's own size.
    public var tolerance: Tolerance?
    /// A label for messages (e.g. the mask's name in `lockshot.json`).
    public var name: String

    /// A mask; without `tolerance` the region is ignored.
    public init(rect: PixelRect, tolerance: Tolerance? = nil, name: String = "mask") {
        self.rect = rect
        self.tolerance = tolerance
        self.name = name
    }
}
