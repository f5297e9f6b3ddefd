notice({a => undef}.then |$h| { $h['a'] })
