define d($name) { }
d { 'a': name => 'b' }
