notice(shellquote({a => 'b'}))
