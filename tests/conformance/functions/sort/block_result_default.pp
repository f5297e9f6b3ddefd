notice(sort([2, 1, 3]) |$a, $b| { default })
