class cfg($port = 80, $name2 = 'x') { }
class { 'cfg': port => 8080 }
notice(Class['cfg'][port])
notice(Class[cfg][name2])
file { '/tmp/f': mode => '0644' }
notice(File['/tmp/f'][mode])
notice(File['/tmp/f'][owner])
notice(Notify['x'])
notice(Class['cfg'])
notice([Notify['a'], File['/x'], Class[a::b]])
