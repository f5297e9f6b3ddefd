package { 'nginx': ensure => installed }
-> file { '/etc/nginx/nginx.conf': ensure => file, content => "worker_processes 4;\n" }
~> service { 'nginx': ensure => running }
notice(File['/etc/nginx/nginx.conf']['content'])
