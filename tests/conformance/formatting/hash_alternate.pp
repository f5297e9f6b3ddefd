notice(String({a => 1, b => {c => [1, 2]}}, '%#h'))
notice(String({a => [1, [2]]}, '%#h'))
