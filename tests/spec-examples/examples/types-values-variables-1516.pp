Struct               ∪  Struct             → Struct
Struct[T]            ∪  Struct[T]          → Struct[x]
Struct[T]            ∪  Struct[S (S ∉ T)]  → Struct
Struct[{s => T}]     ∪  Hash[K,V]          → Hash[String ∪ K, T ∪ V]
Struct[?]            ∪  (T ∈ Collection)   → Collection
Struct[?]            ∪  (T ∉ Collection)   → Any
