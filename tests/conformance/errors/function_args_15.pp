notice(slice([1], 0))
