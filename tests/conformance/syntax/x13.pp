Integer[1] $x = 1
