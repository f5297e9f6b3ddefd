$y = $x
