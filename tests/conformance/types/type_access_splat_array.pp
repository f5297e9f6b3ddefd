$args = [Integer, 1, 2]
notice(Array[$args])
notice(Integer[[1, 2]])
notice(Enum[[a, b], c])
