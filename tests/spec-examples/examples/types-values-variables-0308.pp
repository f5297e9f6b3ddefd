Scalar ∪ Scalar          → Scalar
Scalar ∪ (T ∈ Scalar)    → Scalar
Scalar ∪ (T ∉ Scalar)    → Any
