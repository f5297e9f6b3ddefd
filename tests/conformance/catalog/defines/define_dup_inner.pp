define conf($content) {
  file { '/etc/app.conf': content => $content }
}
conf { 'a': content => 'x' }
conf { 'b': content => 'y' }
