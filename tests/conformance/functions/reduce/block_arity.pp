[1, 2].reduce |$x| { $x }
