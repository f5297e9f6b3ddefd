NotUndef[T]  ∪  T            → NotUndef[T]
NotUndef[T]  ∪  Undef        → Variant[]
NotUndef[T]  ∪  NotUndef[R]  → NotUndef[T ∪ R]
