notice(max(1, 'b', [2]) |$a, $b| { compare(String($a).length, String($b).length) })
