notice(each([1], [2]) |$x| { $x })
