$i = 1
notice([10,20][$i])
