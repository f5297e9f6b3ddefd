wait_for { 'echo foo':
  regex   => 'foo',
  seconds => 5,
}
