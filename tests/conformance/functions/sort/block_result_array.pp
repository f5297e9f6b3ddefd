notice(sort([2, 1, 3]) |$a, $b| { [1, 'a', 2.5, undef] })
