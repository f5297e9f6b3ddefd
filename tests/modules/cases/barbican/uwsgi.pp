class { 'barbican::wsgi::uwsgi':
  processes => 4,
}
