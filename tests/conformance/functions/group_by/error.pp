'abc'.group_by |$x| { $x }
