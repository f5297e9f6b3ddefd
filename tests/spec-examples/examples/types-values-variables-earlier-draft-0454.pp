Regexp       ∪  Regexp         → Regexp
Regexp[R]    ∪  Regexp[R]      → Regexp[R]
Regexp[R]    ∪  Regexp[Q]      → Regexp
Regexp[R]    ∪  Literal        → Literal
