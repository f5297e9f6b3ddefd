Variant         ∪  Variant          → Variant
Variant[*T]     ∪  Variant[*Q]      → Variant[*T | *Q]
