notice(sort([1, 'a', 2]) |$a, $b| { compare(String($a), String($b)) })
