notice([1, 2].reverse_each)
notice("${[1, 2].reverse_each}")
notice(String([1, 2, 3].reverse_each))
