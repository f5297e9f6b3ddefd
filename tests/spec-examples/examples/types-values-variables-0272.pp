Undef ∪ Undef          → Undef
Undef ∪ (T ∉ Undef)    → Any
