class { 'horizon':
  secret_key            => 'k',
  password_autocomplete => 'maybe',
}
