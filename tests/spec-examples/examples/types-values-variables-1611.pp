Optional[T]  ∪  T            → T
Optional[T]  ∪  Undef        → Optional[T]
Optional[T]  ∪  Optional[R]  → Optional[T ∪ R]
