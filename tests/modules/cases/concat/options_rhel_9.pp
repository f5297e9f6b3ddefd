concat { 'hosts':
  path           => '/etc/hosts.generated',
  ensure_newline => true,
  warn           => true,
  order          => 'numeric',
  backup         => false,
  show_diff      => false,
  format         => 'plain',
}
concat::fragment { 'a': target => 'hosts', content => 'a', order => 10 }
concat::fragment { 'b': target => 'hosts', content => 'b', order => 2 }
