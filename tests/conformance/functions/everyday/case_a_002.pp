$a = [3,1,2].sort.map |$x| { $x * 10 }.filter |$x| { $x > 10 }; notice($a)
