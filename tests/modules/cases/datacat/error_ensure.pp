datacat { '/etc/motd':
  ensure        => directory,
  template_body => 'x',
}
