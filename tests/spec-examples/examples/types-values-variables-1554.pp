Array[T] == Tuple[T,0,default]

Tuple           ∪  Tuple           → Tuple
Tuple[R, ...]   ∪  Tuple[S, ...]   → Tuple[R ∪ S, ...]
