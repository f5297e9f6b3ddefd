notice(/x/ =~ "x")
