file_line { 'x':
  path    => '/etc/hosts',
  line    => '127.0.0.1 localhost',
  matches => 'localhost',
}
