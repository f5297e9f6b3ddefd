notice([5, 6].filter |*$r| { $r[0] > 5 })
