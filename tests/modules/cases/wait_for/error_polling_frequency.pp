wait_for { 'x':
  regex             => 'y',
  polling_frequency => 'often',
}
