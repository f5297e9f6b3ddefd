Callable[String] ∪ Callable[Scalar]  → Callable[String]
Callable[String] ∪ Callable[Numeric] → Callable

A ∈ Callable[String, Callable[String]]
B ∈ Callable[Scalar, Callable[Scalar]]
A ∪ B → Callable[String, Callable[String]]
