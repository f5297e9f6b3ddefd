wait_for { 'x':
  seconds     => 1,
  environment => ['FOO=bar', 'nothing'],
}
