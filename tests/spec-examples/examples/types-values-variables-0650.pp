Timestamp ∪ Timestamp           → Timestamp
Timestamp ∪ Numeric             → Scalar
Timestamp ∪ (T ∈ Scalar)        → Scalar
Timestamp ∪ (T ∉ Scalar)        → Any
Timestamp[a, b] ∪ Timestamp[c, d]   → Timestamp[min(a, c), max(b,d)]
