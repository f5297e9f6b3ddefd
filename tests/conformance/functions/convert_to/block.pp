notice(convert_to('7', Integer) |$x| { $x * 6 })
