notify { 'greeting':
  name    => 'hello',
  message => 'hi',
}
notice(Notify['greeting']['name'])
