$defaults = { ensure => file, mode => '0644' }
file {
  default: * => $defaults;
  '/tmp/a': owner => 'bob';
  '/tmp/b': * => { mode => '0755' }, owner => 'alice';
}
notice(File['/tmp/a'][mode], File['/tmp/b'][mode], File['/tmp/b'][owner])
