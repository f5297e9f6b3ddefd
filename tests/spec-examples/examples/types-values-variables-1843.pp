Callable         ∪  Callable                         → Callable[0,default]
Callable[?]      ∪  T (T ∉ Callable)                 → Any
Callable[D]      ∪  Callable[E (E == D)]             → Callable[D]
Callable[D]      ∪  Callable[E (E > D)]              → Callable[D]
Callable[D]      ∪  Callable[E (E < D)]              → Callable[E]
Callable[D]      ∪  Callable[E (!(E >= D || E < D))] → Callable
