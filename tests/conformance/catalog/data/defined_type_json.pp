define web::vhost(Integer $port = 80, Array[String] $aliases = []) { file { "/etc/vhost/${title}": content => "${port}" } }
web::vhost { 'a.com': port => 8080, aliases => ['www.a.com'] }
web::vhost { 'b.com': }
