Type        ∪  Type                → Type
Type        ∪  Type[T]             → Type
Type[T]     ∪  Type[T]             → Type[T]
Type[?]     ∪  (T ∉ Type)          → Any
