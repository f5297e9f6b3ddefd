Undef ∪ Undef          → Undef
Undef ∪ any            → Object
