datacat { '/etc/motd':
  template => 'datacat/nothing.erb',
}
