Array        ∪  Array         → Array
Array[R]     ∪  Array[R]      → Array[R]
Array[R]     ∪  Array[Q]      → Array[R ∪ Q]
Array[R,a,b] ∪  Array[Q,c,d]  → Array[R ∪ Q, min(a,c), max(b,d)]
