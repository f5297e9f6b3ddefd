function g($x) { $x = 2 }
g(1)
