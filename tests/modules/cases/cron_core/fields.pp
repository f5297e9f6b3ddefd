# Valid time fields: names and their abbreviations, steps, ranges, '*' and absent.
cron { 'workdays':
  command  => '/usr/local/bin/sync',
  user     => 'root',
  weekday  => ['Mon', 'tuesday', 'Sun', 7],
  minute   => '*/5',
  hour     => '1-5',
  monthday => '1-31/2',
  month    => ['jan', 'December', 12],
}
cron { 'defaults':
  command     => '/usr/local/bin/check',
  hour        => '*',
  minute      => 'absent',
  monthday    => '07',
  environment => ['PATH=/bin:/usr/bin', 'MAILTO='],
}
cron { 'reboot':
  command => '/usr/local/bin/start',
  special => 'reboot',
  hour    => '*',
}
