Variant         ∪  Variant          → Variant
Variant[*T]     ∪  Variant[*Q]      → Variant[*T | *Q]
Variant[*T]     ∪  Q                → Variant[*T | Q]

Variant[Optional[T]] == Variant[T, Undef] == Optional[Variant[T]] == Optional[T]
