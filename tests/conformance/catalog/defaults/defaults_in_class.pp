class c {
  File { mode => '0600' }
  file { '/tmp/in_c': }
}
include c
file { '/tmp/top': }
notice(File['/tmp/in_c'][mode])
notice(File['/tmp/top'][mode])
