define vhost($port = 80, $docroot = "/var/www/${title}") {
  notice("${title} ${name} ${port} ${docroot}")
}
vhost { ['a.com', 'b.com']: }
vhost { 'c.com': port => 443 }
