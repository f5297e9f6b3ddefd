Numeric ∪ Numeric          → Numeric
Numeric ∪ (T ∈ Numeric)    → Numeric
Numeric ∪ (T ∉ Numeric)    → Object
