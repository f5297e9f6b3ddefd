class { 'horizon':
  secret_key => 'k',
  listen_ssl => 'yes',
}
