define app(String $port, $user, $group = 'g') { }
app { 'web': }
