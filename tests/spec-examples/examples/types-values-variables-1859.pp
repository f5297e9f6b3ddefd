B ∈ Callable
C ∈ Callable
S ∈ Tuple[X]
T ∈ Tuple[Y]
Callable[*S, B]  ∪  Callable[*T, C]    → Callable[*(S ∪ T), B ∪ C]
