wait_for { 'x':
  regex       => 'y',
  max_retries => '3x',
}
