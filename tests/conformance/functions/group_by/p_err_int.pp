notice(group_by(1) |$x| { $x })
