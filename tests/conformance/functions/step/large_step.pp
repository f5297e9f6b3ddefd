notice(Array([1, 2, 3].step(100)))
notice(Array(Integer[0, 100].step(50)))
