notice(String({a => [1, {b => 2}]}, {Hash => '%#h', Array => '%a'}))
