notice(shellquote({a => b}))
