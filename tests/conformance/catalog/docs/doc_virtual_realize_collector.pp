@user { 'deploy':
  uid     => 2004,
  comment => 'Deployment User',
  group   => 'www-data',
  groups  => ["enterprise"],
  tag     => [deploy, web],
}
@user { 'other': uid => 2005, tag => ['db'] }
User <| tag == 'web' |>
notice(User['deploy'][comment])
