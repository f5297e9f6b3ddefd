Float ∪ Float               → Float
Float ∪ Integer             → Numeric
Float ∪ Numeric             → Numeric
Float ∪ (T ∈ Scalar)        → Scalar
Float ∪ (T ∉ Scalar)        → Any
Float[a, b] ∪ Float[c, d]   → Float[min(a, c), max(b,d)]
