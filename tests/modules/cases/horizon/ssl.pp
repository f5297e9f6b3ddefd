class { 'horizon':
  secret_key     => 'elj1IWiLoWHgryYxFT6j7cM5fGOOxWY0',
  listen_ssl     => true,
  ssl_redirect   => true,
  horizon_cert   => '/etc/pki/tls/certs/horizon.crt',
  horizon_key    => '/etc/pki/tls/private/horizon.key',
  horizon_ca     => '/etc/pki/tls/certs/ca.crt',
  servername     => 'horizon.example.com',
  secure_cookies => true,
  websso_enabled => true,
  websso_initial_choice => 'oidc',
  websso_choices => [['oidc', 'OpenID Connect'], ['credentials', 'Keystone Credentials']],
}
include horizon::dashboards::heat
include horizon::dashboards::octavia
