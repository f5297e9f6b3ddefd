round([1.5])
