$s = 'Hello, World'
notice($s[0])
notice($s[-5, 5])
notice($s[7, -1])
notice($s[3, 0])
notice($s[20])
notice($s[-20])
notice($s[2, -3])
notice("x${s[0,5]}y")
