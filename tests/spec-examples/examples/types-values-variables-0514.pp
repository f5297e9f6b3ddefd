Timespan ∪ Timespan            → Timespan
Timespan ∪ Numeric             → Scalar
Timespan ∪ (T ∈ Scalar)        → Scalar
Timespan ∪ (T ∉ Scalar)        → Any
Timespan[a, b] ∪ Timespan[c, d]   → Timespan[min(a, c), max(b,d)]
