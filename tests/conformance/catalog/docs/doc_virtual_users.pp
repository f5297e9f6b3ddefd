@user { 'deploy':
  uid     => 2004,
  comment => 'Deployment User',
  group   => 'www-data',
  groups  => ['enterprise'],
  tag     => [deploy, web],
}
@user { 'zleslie':
  uid     => 2005,
  tag     => [admin],
}
User <| tag == deploy |>
realize User['zleslie']
