Optional[T]  ∪  T            → T
Optional[T]  ∪  Undef        → Optional[T]
Optional[Q]  ∪  Optional[R]  → Optional[T ∪ R]
