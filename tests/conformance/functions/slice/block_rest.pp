[1, 2, 3, 4].slice(2) |*$all| { notice($all) }
