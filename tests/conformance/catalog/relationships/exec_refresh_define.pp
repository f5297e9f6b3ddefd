define conf($content) { file { "/etc/${title}": content => $content } }
conf { 'app.conf': content => 'x' }
exec { '/usr/sbin/reload-app':
  refreshonly => true,
  subscribe   => Conf['app.conf'],
}
