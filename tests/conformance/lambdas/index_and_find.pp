notice([5, 6, 7].index |$v| { $v == 6 })
notice([5, 6, 7].index(7))
notice([5, 6, 7].index |$v| { $v > 10 })
