notice([1,2,3].filter |$i, $x| { $i > 0 })
