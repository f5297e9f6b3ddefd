notice([1,2,3].map |$x| { $x * 10 }.reduce |$memo, $x| { $memo + $x })
