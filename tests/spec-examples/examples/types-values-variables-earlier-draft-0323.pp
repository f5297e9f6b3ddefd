Float ∪ Float               → Float
Float ∪ Integer             → Numeric
Float ∪ Numeric             → Numeric
Float ∪ (T ∉ Numeric)       → Object
Float[a, b] ∪ Float[c, d]   → Float[min(a, c), max(b,d)]
