notice(String({a => [1, {b => 2}], c => {d => [3, 4]}}, '%#h'))
