notice(reverse([1,2]))
