notice([1,2,3].filter |$i, $v| { $i > 0 })
