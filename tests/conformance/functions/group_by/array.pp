notice(['a', 'bb', 'c', 'dd'].group_by |$x| { $x.length })
notice([1, 2, 3, 4].group_by |$i, $x| { $i % 2 })
