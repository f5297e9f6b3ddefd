notice(@(E).upcase)
  abc
  E
