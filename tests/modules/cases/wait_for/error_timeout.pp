wait_for { 'echo foo':
  regex   => 'foo',
  timeout => -1,
}
