notify { 'x':
  loglevel => 'bogus',
  withpath => 'bogus',
}
