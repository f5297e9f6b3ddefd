notice([1, 2].each)
notice(String([1, 2].reverse_each))
notice("${[1, 2].reverse_each}")
notice(String(Integer[1, 3].each, '%(a'))
