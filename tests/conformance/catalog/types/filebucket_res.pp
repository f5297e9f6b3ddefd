filebucket { 'main': path => false }
File { backup => 'main' }
file { '/tmp/f': ensure => file }
