$a = [1, 2, 3]
notice($a)
notice([])
notice([1, [2, [3]]])
