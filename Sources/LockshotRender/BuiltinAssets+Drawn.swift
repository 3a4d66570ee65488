/// The built-in images drawn from shapes rather than pixel grids: lockshot's neutral app-icon placeholder
/// and the missing-image placeholder. They are drawn at @3x with 4×4 supersampling, once, in pure Swift,
/// so they are the same on every machine.
extension BuiltinAssets {
    /// Pixels per point of the drawn built-ins.
    static let drawnScale = 3

    /// A neutral app icon (iOS's placeholder look: a gray rounded square with a 2×2 grid of white tiles),
    /// 40×40 pt; and the image shown where a named image cannot be found, 24×24 pt.
    static let drawn: [String: @Sendable () -> PixelImage] = [
        "app-icon": appIcon,
        "missing-image": missingImage,
    ]

    private static func appIcon() -> PixelImage {
        let size = 40 * drawnScale
        let s = Double(size)
        let top = (0xAE, 0xAE, 0xB2), bottom = (0x8E, 0x8E, 0x93)
        var layers: [Layer] = [
            Layer(shape: .roundedRect(x: 0, y: 0, width: s, height: s, radius: s * 0.225)) { _, y in
                let t = y / s
                return Color(Double(top.0) * (1 - t) + Double(bottom.0) * t, Double(top.1) * (1 - t) + Double(bottom.1) * t,
                             Double(top.2) * (1 - t) + Double(bottom.2) * t, 255)
            },
        ]
        let tile = s * 0.2, gap = s * 0.08, origin = (s - 2 * tile - gap) / 2
        for row in 0..<2 {
            for column in 0..<2 {
                layers.append(Layer(shape: .roundedRect(x: origin + Double(column) * (tile + gap),
                                                        y: origin + Double(row) * (tile + gap),
                                                        width: tile, height: tile, radius: tile * 0.28)) { _, _ in
                    Color(255, 255, 255, 242)
                })
            }
        }
        return render(width: size, height: size, layers)
    }

    private static func missingImage() -> PixelImage {
        let size = 24 * drawnScale
        let s = Double(size), line = Double(drawnScale) * 1.5
        let gray = Color(0x8E, 0x8E, 0x93, 255)
        return render(width: size, height: size, [
            Layer(shape: .roundedRect(x: 0, y: 0, width: s, height: s, radius: s * 0.18)) { _, _ in
                Color(0x8E, 0x8E, 0x93, 77)
            },
            Layer(shape: .roundedRectOutline(x: line / 2, y: line / 2, width: s - line, height: s - line,
                                             radius: s * 0.18 - line / 2, lineWidth: line)) { _, _ in gray },
            // A mountain and a sun: "a picture", crossed out.
            Layer(shape: .triangle((s * 0.18, s * 0.78), (s * 0.42, s * 0.45), (s * 0.66, s * 0.78))) { _, _ in gray },
            Layer(shape: .circle(cx: s * 0.68, cy: s * 0.32, r: s * 0.09)) { _, _ in gray },
            Layer(shape: .segment((s * 0.14, s * 0.14), (s * 0.86, s * 0.86), width: line)) { _, _ in gray },
        ])
    }

    // MARK: A tiny supersampling painter

    struct Color {
        var r: Double, g: Double, b: Double, a: Double
        init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
            self.r = r
            self.g = g
            self.b = b
            self.a = a
        }
    }

    enum Shape {
        case roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double)
        case roundedRectOutline(x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double)
        case circle(cx: Double, cy: Double, r: Double)
        case triangle((Double, Double), (Double, Double), (Double, Double))
        case segment((Double, Double), (Double, Double), width: Double)

        /// Signed distance from (x, y) to the shape's edge; negative inside.
        func distance(_ x: Double, _ y: Double) -> Double {
            switch self {
            case .roundedRect(let rx, let ry, let w, let h, let radius):
                return Self.roundedBox(x - (rx + w / 2), y - (ry + h / 2), w / 2, h / 2, radius)
            case .roundedRectOutline(let rx, let ry, let w, let h, let radius, let lineWidth):
                return abs(Self.roundedBox(x - (rx + w / 2), y - (ry + h / 2), w / 2, h / 2, radius)) - lineWidth / 2
            case .circle(let cx, let cy, let r):
                return ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - r
            case .triangle(let a, let b, let c):
                func side(_ p: (Double, Double), _ q: (Double, Double)) -> Double {
                    (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0)
                }
                let d1 = side(a, b), d2 = side(b, c), d3 = side(c, a)
                let inside = (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0)
                return inside ? -1 : 1
            case .segment(let a, let b, let width):
                let (dx, dy) = (b.0 - a.0, b.1 - a.1)
                let t = max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)))
                let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y)
                return (px * px + py * py).squareRoot() - width / 2
            }
        }

        private static func roundedBox(_ px: Double, _ py: Double, _ hw: Double, _ hh: Double, _ r: Double) -> Double {
            let qx = abs(px) - hw + r, qy = abs(py) - hh + r
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        }
    }

    struct Layer {
        var shape: Shape
        var color: (Double, Double) -> Color
    }

    /// Composites `layers` in order (source over), each pixel sampled 4×4 times; straight alpha out.
    static func render(width: Int, height: Int, _ layers: [Layer]) -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let samples = 4
        for py in 0..<height {
            for px in 0..<width {
                // Premultiplied accumulation.
                var (r, g, b, a) = (0.0, 0.0, 0.0, 0.0)
                for layer in layers {
                    var coverage = 0.0
                    for sy in 0..<samples {
                        for sx in 0..<samples {
                            let x = Double(px) + (Double(sx) + 0.5) / Double(samples)
                            let y = Double(py) + (Double(sy) + 0.5) / Double(samples)
                            if layer.shape.distance(x, y) <= 0 { coverage += 1 }
                        }
                    }
                    guard coverage > 0 else { continue }
                    let c = layer.color(Double(px) + 0.5, Double(py) + 0.5)
                    let alpha = c.a / 255 * coverage / Double(samples * samples)
                    r = c.r * alpha + r * (1 - alpha)
                    g = c.g * alpha + g * (1 - alpha)
                    b = c.b * alpha + b * (1 - alpha)
                    a = alpha + a * (1 - alpha)
                }
                let index = (py * width + px) * 4
                if a > 0 {
                    pixels[index] = UInt8(clamping: Int((r / a).rounded()))
                    pixels[index + 1] = UInt8(clamping: Int((g / a).rounded()))
                    pixels[index + 2] = UInt8(clamping: Int((b / a).rounded()))
                    pixels[index + 3] = UInt8(clamping: Int((a * 255).rounded()))
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
