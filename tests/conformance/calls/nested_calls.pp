notice(join(map([1,2]) |$x| { $x + 1 }, ','))
