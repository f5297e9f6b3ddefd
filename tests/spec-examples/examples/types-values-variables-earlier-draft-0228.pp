Literal ∪ Literal          → Literal
Literal ∪ (T ∈ Literal)    → Literal
Literal ∪ (T ∉ Literal)    → Object
