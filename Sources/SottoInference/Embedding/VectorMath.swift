/// Vectorized float32 `exp` and `erf` for the encoder's softmax and GELU, 16 lanes at a time.
///
/// `exp` uses the classic range reduction `x = n·ln 2 + r` with a degree-6 polynomial for
/// `exp(r)` (about 1 ulp); `erf` uses a rational minimax approximation on [-4, 4] (beyond
/// which erf is ±1 in float32), accurate to a few ulp.
enum VectorMath {
    typealias Lanes = SIMD16<Float>

    @inline(__always)
    static func exp(_ input: Lanes) -> Lanes {
        let x = input.clamped(lowerBound: Lanes(repeating: -87.0), upperBound: Lanes(repeating: 88.0))
        // Adding 1.5·2²³ rounds to an integer held in the low mantissa bits.
        let shifter = Lanes(repeating: 12_582_912)
        let shifted = x * Lanes(repeating: 1.442_695_04) + shifter
        let n = shifted - shifter
        var r = x - n * Lanes(repeating: 0.693_359_375)
        r = r - n * Lanes(repeating: -2.121_944_4e-4)
        var p = Lanes(repeating: 1.987_569_15e-4)
        p = p * r + Lanes(repeating: 1.398_199_95e-3)
        p = p * r + Lanes(repeating: 8.333_451_9e-3)
        p = p * r + Lanes(repeating: 4.166_579_59e-2)
        p = p * r + Lanes(repeating: 1.666_666_55e-1)
        p = p * r + Lanes(repeating: 5.000_000_12e-1)
        let y = p * r * r + r + Lanes(repeating: 1)
        let bits = unsafeBitCast(shifted, to: SIMD16<UInt32>.self) &- SIMD16<UInt32>(repeating: 0x4B40_0000 - 127)
        let scale = unsafeBitCast(bits &<< 23, to: Lanes.self)
        return y * scale
    }

    @inline(__always)
    static func erf(_ input: Lanes) -> Lanes {
        let x = input.clamped(lowerBound: Lanes(repeating: -4), upperBound: Lanes(repeating: 4))
        let x2 = x * x
        var p = x2 * Lanes(repeating: -2.726_142_258_013_06e-10) + Lanes(repeating: 2.770_681_424_959_02e-08)
        p = x2 * p + Lanes(repeating: -2.101_024_020_825_08e-06)
        p = x2 * p + Lanes(repeating: -5.692_506_394_623_46e-05)
        p = x2 * p + Lanes(repeating: -7.349_906_303_268_55e-04)
        p = x2 * p + Lanes(repeating: -2.954_599_808_540_25e-03)
        p = x2 * p + Lanes(repeating: -1.609_603_332_624_15e-02)
        p = x * p
        var q = x2 * Lanes(repeating: -1.456_607_184_649_96e-05) + Lanes(repeating: -2.133_740_552_789_05e-04)
        q = x2 * q + Lanes(repeating: -1.682_826_974_382_03e-03)
        q = x2 * q + Lanes(repeating: -7.373_329_167_204_68e-03)
        q = x2 * q + Lanes(repeating: -1.426_473_905_141_89e-02)
        return p / q
    }
}
