$port = 8080
file { '/etc/app.conf':
  ensure  => file,
  content => @("CONF"/L)
    port=${port}
    host=localhost \
    extra
    | CONF
}
notice(File['/etc/app.conf']['content'])
