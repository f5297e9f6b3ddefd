wait_for { 'echo foo':
  regex  => 'foo',
  retries => 3,
}
