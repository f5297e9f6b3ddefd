$a = 8
notice($a /2/ 2)
