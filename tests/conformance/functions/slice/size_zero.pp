slice([1], 0)
