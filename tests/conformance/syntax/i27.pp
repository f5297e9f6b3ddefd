$x = 'X'
notice("${
x
}")
