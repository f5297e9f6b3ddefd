wait_for { 'x':
  exit_code   => 1,
  refreshonly => 'maybe',
}
