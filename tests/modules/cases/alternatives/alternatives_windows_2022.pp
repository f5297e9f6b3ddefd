alternatives { 'editor': path => '/usr/bin/vim.basic' }
alternatives { 'java': mode => 'auto' }
alternative_entry { '/usr/lib/jvm/java-17/bin/java':
  ensure   => present,
  altlink  => '/usr/bin/java',
  altname  => 'java',
  priority => 10,
}
alternative_entry { '/opt/java/bin/java:/usr/bin/java':
  ensure   => present,
  altname  => 'java',
  priority => 5,
}
