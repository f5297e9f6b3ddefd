define mything() {
  file { "/tmp/${title}": }
}
class c {
  File { owner => 'www' }
  mything { 'a': }
}
include c
notice(File['/tmp/a'][owner])
