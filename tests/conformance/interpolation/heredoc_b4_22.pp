notice(@(A) + @(B))
  a
  |A
  b
  |B
