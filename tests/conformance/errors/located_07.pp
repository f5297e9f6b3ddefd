$s = "x"
notice($s[0][0][5])
