notice(sprintf("%<a>s-%<b>d", {a => x, b => 2}))
