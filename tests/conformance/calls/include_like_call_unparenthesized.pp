$x = [1, 2]
notice $x
