define mytype($msg = 'hi') { notify { "n-${title}": message => $msg } }
mytype { 'a': }
mytype { 'a': msg => 'again' }
