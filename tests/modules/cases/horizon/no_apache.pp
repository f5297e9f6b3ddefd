class { 'horizon':
  secret_key       => 'elj1IWiLoWHgryYxFT6j7cM5fGOOxWY0',
  configure_apache => false,
  log_handlers     => ['console', 'syslog'],
  password_autocomplete => 'on',
  images_panel     => 'angular',
}
