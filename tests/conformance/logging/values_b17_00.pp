notice([1,2].reverse_each)
notice(Integer[1,3].each)
notice([1,2].step(1))
