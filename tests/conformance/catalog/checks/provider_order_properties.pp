# properties (ensure) are checked before parameters (hasstatus), whatever the written order
service { 'x':
  hasstatus => 'bogus',
  ensure    => 'bogus',
}
