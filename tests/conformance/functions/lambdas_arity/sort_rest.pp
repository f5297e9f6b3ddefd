notice([3, 1, 2].sort |*$r| { compare($r[0], $r[1]) })
