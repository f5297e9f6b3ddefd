$m = {Hash => '%#h', Array => '%[a', Integer => '%05d'}
notice(String({'a' => [1, 2]}, $m))
