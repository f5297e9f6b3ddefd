Integer ∪ Integer               → Integer
Integer ∪ Float                 → Numeric
Integer ∪ Numeric               → Numeric
Integer ∪ (T ∉ Numeric)         → Object
Integer[a, b] ∪ Integer[c, d]   → Integer[min(a, c), max(b,d)]
