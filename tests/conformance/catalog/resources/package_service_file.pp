package { 'nginx': ensure => '1.18.0-1' }
file { '/etc/nginx/nginx.conf':
  ensure  => file,
  content => "worker_processes 4;\n",
  require => Package['nginx'],
}
service { 'nginx':
  ensure    => running,
  enable    => true,
  subscribe => [Package['nginx'], File['/etc/nginx/nginx.conf']],
}
