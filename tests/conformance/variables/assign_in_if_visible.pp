if true { $a = 1 }
notice($a)
