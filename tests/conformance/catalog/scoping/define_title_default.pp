define d($path = $title, $owner = undef) { notice("${path} ${owner}") }
d { '/x': }
d { 'y': path => '/z', owner => 'root' }
