Numeric ∪ Numeric          → Numeric
Numeric ∪ (T ∈ Numeric)    → Numeric
Numeric ∪ (T ∈ Scalar)     → Scalar
Numeric ∪ (T ∉ Scalar)     → Any
