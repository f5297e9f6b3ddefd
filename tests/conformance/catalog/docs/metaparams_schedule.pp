# lang_metaparameters: schedule, noop, loglevel, alias
schedule { 'maint':
  range  => '2 - 4',
  period => daily,
  repeat => 1,
}
exec { '/usr/bin/apt-get update':
  schedule => 'maint',
}
notify { 'quiet':
  noop     => true,
  loglevel => 'debug',
  alias    => 'silent',
}
