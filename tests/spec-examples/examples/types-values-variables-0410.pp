Integer ∪ Integer               → Integer
Integer ∪ Float                 → Numeric
Integer ∪ Numeric               → Numeric
Integer ∪ (T ∈ Scalar)          → Scalar
Integer ∪ (T ∉ Scalar)          → Any
Integer[a, b] ∪ Integer[c, d]   → Integer[min(a, c), max(b,d)]
