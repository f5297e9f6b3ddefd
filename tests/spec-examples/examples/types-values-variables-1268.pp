Regexp       ∪  Regexp         → Regexp
Regexp[R]    ∪  Regexp[R]      → Regexp[R]
Regexp[R]    ∪  Regexp[Q]      → Regexp
Regexp[?]    ∪  (T ∈ Scalar)   → Scalar
Regexp[?]    ∪  (T ∉ Scalar)   → Any
