empty([1].reverse_each)
