$h = {or => 1, inherits => 2, else => 3, elsif => 4, case => 5}
notice($h)
