service { 'x':
  hasstatus => 'bogus',
  ensure    => 'bogus',
  provider  => 'bogus',
}
