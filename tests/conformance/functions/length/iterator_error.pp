length([1].reverse_each)
