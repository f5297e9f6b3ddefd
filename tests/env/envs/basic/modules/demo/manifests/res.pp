class demo::res {
  notify { 'from demo::res': }
  demo::d { 'in res': v => 2 }
  file { '/tmp/demo-res': ensure => file, content => file('demo/a.txt') }
}
