include cloudkitty
class { 'cloudkitty::wsgi::uwsgi':
  processes => 4,
  threads   => 2,
}
