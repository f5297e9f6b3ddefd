[1, 2, 3, 4, 5].each_slice(2) |$s| { notice($s) }
notice([1, 2, 3].slice(2))
