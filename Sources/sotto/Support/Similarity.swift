/// Cosine similarity for the embedding commands.
enum Similarity {
    /// The cosine of the angle between two vectors (computed in `Double`); 0 when either is all zeros.
    static func cosine(_ left: [Float], _ right: [Float]) -> Double {
        var dot = 0.0
        var leftSquares = 0.0
        var rightSquares = 0.0
        for (a, b) in zip(left, right) {
            dot += Double(a) * Double(b)
            leftSquares += Double(a) * Double(a)
            rightSquares += Double(b) * Double(b)
        }
        let norms = (leftSquares * rightSquares).squareRoot()
        return norms > 0 ? dot / norms : 0
    }
}
