$port = 80
file { '/etc/x.conf': ensure => file, content => inline_epp("port=<%= \$port %>\nname=<%= \$name %>\n", { 'name' => 'web' }) }
notice(File['/etc/x.conf']['content'])
