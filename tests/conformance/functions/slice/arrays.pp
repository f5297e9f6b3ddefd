notice(slice([1, 2, 3, 4, 5], 2))
notice([1, 2, 3].slice(1))
notice([1, 2, 3].slice(5))
notice([].slice(2))
