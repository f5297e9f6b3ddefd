notice(convert_to('3', Integer) |$x| { $x + 1 })
